"""Runs Python code samples in one process: python3 runner.py RESULTS.json SAMPLE.py... (see ../samples.spec.ts).

Each sample runs as a script of its own (a fresh __main__ namespace), its output captured; an exception or
exit is that sample's failure and the next one runs.
"""
import contextlib
import io
import json
import sys
import traceback

results = []
for path in sys.argv[2:]:
    out = io.StringIO()
    try:
        with open(path, encoding="utf-8") as f:
            code = compile(f.read(), path, "exec")
        with contextlib.redirect_stdout(out):
            exec(code, {"__name__": "__main__"})
        results.append({"ok": True, "out": out.getvalue()})
    except BaseException:  # SystemExit included: a sample that exits has failed
        results.append({"ok": False, "out": out.getvalue(), "error": traceback.format_exc()})
with open(sys.argv[1], "w", encoding="utf-8") as f:
    json.dump(results, f)
