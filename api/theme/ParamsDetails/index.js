// [quantaloop] start: Ejected from docusaurus-theme-openapi-docs@5.2.0 lib/theme/ParamsDetails/index.js (MIT, (c) Palo Alto Networks)
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
// [quantaloop] start: no BrowserOnly nor SkeletonLoader: ParamsDetails renders on the server too (see the end of this file)
// [quantaloop] end
const Translate_1 = require("@docusaurus/Translate");
const Details_1 = __importDefault(require("@theme/Details"));
const ParamsItem_1 = __importDefault(require("@theme/ParamsItem"));
// [quantaloop] start: no SkeletonLoader either (see above)
// [quantaloop] end
const ParamsDetailsComponent = ({ parameters }) => {
  const types = ["path", "query", "header", "cookie"];
  return react_1.default.createElement(
    react_1.default.Fragment,
    null,
    types.map((type) => {
      const params = parameters?.filter((param) => param?.in === type);
      if (!params || params.length === 0) {
        return null;
      }
      const summaryElement = react_1.default.createElement(
        "summary",
        null,
        react_1.default.createElement(
          "h3",
          { className: "openapi-markdown__details-summary-header-params" },
          (0, Translate_1.translate)(
            {
              id: "theme.openapi.paramsDetails.parametersTitle",
              message: "{type} Parameters",
            },
            { type: type.charAt(0).toUpperCase() + type.slice(1) }
          )
        )
      );
      return react_1.default.createElement(
        Details_1.default,
        {
          key: type,
          className: "openapi-markdown__details",
          style: { marginBottom: "1rem" },
          "data-collapsed": false,
          open: true,
          summary: summaryElement,
        },
        react_1.default.createElement(
          // [quantaloop] start: a <div>, not a <ul>: ParamsItem renders each parameter as a <div> (axe "list")
          "div",
          // [quantaloop] end
          null,
          params.map((param, index) =>
            react_1.default.createElement(ParamsItem_1.default, {
              key: index,
              className: "paramsItem",
              param: {
                ...param,
                enumDescriptions: Object.entries(
                  param?.schema?.["x-enumDescriptions"] ??
                    param?.schema?.items?.["x-enumDescriptions"] ??
                    {}
                ),
              },
            })
          )
        )
      );
    })
  );
};
const ParamsDetails = (props) => {
  // [quantaloop] start: rendered directly, not inside <BrowserOnly fallback={<SkeletonLoader />}> (see the top)
  return react_1.default.createElement(ParamsDetailsComponent, { ...props });
  // [quantaloop] end
};
exports.default = ParamsDetails;
