// [quantaloop] start: Ejected from docusaurus-theme-openapi-docs@5.2.0 lib/theme/ResponseSchema/index.js (MIT, (c) Palo Alto Networks)
// Kept byte for byte as published except for the blocks marked [quantaloop] (tests/unit/shell/ejected-copies.test.ts
// checks that; npm run upgrade:check repeats it against a newer release). Prettier and ESLint skip this file.
// Why: it renders on the server too, instead of inside <BrowserOnly> with a skeleton, so the request and
// response fields are in the static HTML (readers without JS, the site search index, no layout shift). The
// stock version needed the browser only for the explorer's Redux store, which our ApiItem replaces with a
// context that also works during server rendering (api/theme/ApiItem/hooks.tsx). And the field lists are
// <div>s, not <ul>s: their items are <div>s, and a list may only hold <li> (axe-core "list", serious).
// [quantaloop] end
"use strict";
/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */
var __importDefault =
  (this && this.__importDefault) ||
  function (mod) {
    return mod && mod.__esModule ? mod : { default: mod };
  };
Object.defineProperty(exports, "__esModule", { value: true });
const react_1 = __importDefault(require("react"));
// [quantaloop] start: no BrowserOnly nor SkeletonLoader: ResponseSchemaComponent renders on the server too (see the end of this file)
// [quantaloop] end
const Translate_1 = require("@docusaurus/Translate");
const Details_1 = __importDefault(require("@theme/Details"));
const Markdown_1 = __importDefault(require("@theme/Markdown"));
const MimeTabs_1 = __importDefault(require("@theme/MimeTabs")); // Assume these components exist
const ResponseExamples_1 = require("@theme/ResponseExamples");
const Schema_1 = __importDefault(require("@theme/Schema"));
const SchemaExpansion_1 = __importDefault(require("@theme/SchemaExpansion"));
const SchemaTabs_1 = __importDefault(require("@theme/SchemaTabs"));
// [quantaloop] start: no SkeletonLoader either (see above)
// [quantaloop] end
const TabItem_1 = __importDefault(require("@theme/TabItem"));
const ResponseSchemaComponent = ({ title, body, style }) => {
  if (
    body === undefined ||
    body.content === undefined ||
    Object.keys(body).length === 0 ||
    Object.keys(body.content).length === 0
  ) {
    return null;
  }
  // Get all MIME types, including vendor-specific
  const mimeTypes = Object.keys(body.content);
  if (mimeTypes && mimeTypes.length) {
    return react_1.default.createElement(
      MimeTabs_1.default,
      { className: "openapi-tabs__mime", schemaType: "response" },
      mimeTypes.map((mimeType) => {
        const mediaTypeObject = body.content?.[mimeType];
        const responseExamples = mediaTypeObject?.examples;
        const responseExample = mediaTypeObject?.example;
        const firstBody = mediaTypeObject?.schema;
        if (
          !firstBody ||
          (firstBody.properties &&
            Object.keys(firstBody.properties).length === 0)
        ) {
          return (
            // @ts-ignore
            react_1.default.createElement(
              TabItem_1.default,
              { key: mimeType, label: mimeType, value: mimeType },
              react_1.default.createElement(
                "div",
                null,
                (0, Translate_1.translate)({
                  id: "theme.openapi.schema.noSchema",
                  message: "No schema",
                })
              )
            )
          );
        }
        return (
          // @ts-ignore
          react_1.default.createElement(
            TabItem_1.default,
            { key: mimeType, label: mimeType, value: mimeType },
            react_1.default.createElement(
              SchemaTabs_1.default,
              { className: "openapi-tabs__schema" },
              react_1.default.createElement(
                TabItem_1.default,
                { key: title, label: title, value: title },
                react_1.default.createElement(
                  Details_1.default,
                  {
                    className: "openapi-markdown__details response",
                    "data-collapsed": false,
                    open: true,
                    style: style,
                    summary: react_1.default.createElement(
                      "summary",
                      {
                        className:
                          "openapi-markdown__details-summary--with-control",
                      },
                      react_1.default.createElement(
                        "strong",
                        {
                          className:
                            "openapi-markdown__details-summary-response",
                        },
                        title,
                        body.required === true &&
                          react_1.default.createElement(
                            "span",
                            { className: "openapi-schema__required" },
                            (0, Translate_1.translate)({
                              id: "theme.openapi.schemaItem.required",
                              message: "required",
                            })
                          )
                      ),
                      react_1.default.createElement(
                        SchemaExpansion_1.default,
                        null
                      )
                    ),
                  },
                  react_1.default.createElement(
                    "div",
                    { style: { textAlign: "left", marginLeft: "1rem" } },
                    body.description &&
                      react_1.default.createElement(
                        "div",
                        { style: { marginTop: "1rem", marginBottom: "1rem" } },
                        react_1.default.createElement(
                          Markdown_1.default,
                          null,
                          body.description
                        )
                      )
                  ),
                  react_1.default.createElement(
                    // [quantaloop] start: a <div>, not a <ul>: its children are <div> items (axe "list")
                    "div",
                    // [quantaloop] end
                    { style: { marginLeft: "1rem" } },
                    react_1.default.createElement(Schema_1.default, {
                      schema: firstBody,
                      schemaType: "response",
                    })
                  )
                )
              ),
              firstBody &&
                (0, ResponseExamples_1.ExampleFromSchema)({
                  schema: firstBody,
                  mimeType: mimeType,
                }),
              responseExamples &&
                (0, ResponseExamples_1.ResponseExamples)({
                  responseExamples,
                  mimeType,
                }),
              responseExample &&
                (0, ResponseExamples_1.ResponseExample)({
                  responseExample,
                  mimeType,
                })
            )
          )
        );
      })
    );
  }
  return undefined;
};
const ResponseSchema = (props) => {
  // [quantaloop] start: rendered directly, not inside <BrowserOnly fallback={<SkeletonLoader />}> (see the top)
  return react_1.default.createElement(ResponseSchemaComponent, { ...props });
  // [quantaloop] end
};
exports.default = ResponseSchema;
