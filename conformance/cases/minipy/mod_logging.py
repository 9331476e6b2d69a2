# logging: lastResort, the module-level functions' basicConfig, the
# logger tree, levels, formatters (%, {), filters, exceptions, adapters.
import io
import logging
import sys

sys.stderr = sys.stdout
log = logging.getLogger("app.sub")
log.warning("no handler anywhere: %d", 1)
log.info("below WARNING")
logging.warning("module level: %s", "basicConfig")
logging.info("still below")
print(len(logging.root.handlers), logging.getLogger().level, log.getEffectiveLevel())
logging.getLogger().setLevel(logging.DEBUG)
log.debug("shown now")

buf = io.StringIO()
h = logging.StreamHandler(buf)
h.setFormatter(logging.Formatter(
    "[%(levelname)-8s] %(name)s %(module)s:%(lineno)d %(funcName)s: %(message)s"))
app = logging.getLogger("app")
app.addHandler(h)


def work():
    log.error("in work %s", [1, 2])


work()
app.propagate = False
log.critical("critical")
try:
    1 / 0
except ZeroDivisionError:
    log.exception("failed")
text = buf.getvalue()
print(text.splitlines()[:3])
print(text.splitlines()[-1])
print(logging.getLevelName(10), logging.getLevelName("INFO"), logging.getLevelName(15))
print(app.getChild("x").name, repr(app), repr(logging.getLogger()))
print(log.parent is app, app.parent is logging.root, logging.getLogger("app") is app)
late = logging.getLogger("x.y.z")
mid = logging.getLogger("x")
print(late.parent is mid)
h.setFormatter(logging.Formatter("{levelname}:{name}:{message}", style="{"))
buf.truncate(0)
buf.seek(0)
log.warning("brace style")
h.addFilter(logging.Filter("app.other"))
log.warning("filtered out")
print(repr(buf.getvalue()))
logging.disable(logging.CRITICAL)
logging.getLogger("q").critical("disabled")
logging.disable(logging.NOTSET)
adapter = logging.LoggerAdapter(logging.getLogger("ad"), {"user": "bob"})
logging.basicConfig(format="%(message)s by %(user)s", force=True, stream=sys.stdout)
adapter.warning("adapted")
logging.basicConfig(level=logging.INFO, format="%(levelname)s|%(name)s|%(message)s",
                    force=True, stream=sys.stdout)
logging.info("info %s", {"k": 1})
logging.info("mapping %(a)s", {"a": 5})
logging.log(25, "level 25")
logging.addLevelName(25, "NOTICE")
logging.log(25, "named now")
rec = logging.makeLogRecord({"msg": "m %s", "args": ("x",), "levelno": 20})
print(rec.getMessage())
for bad in (lambda: logging.getLogger().setLevel("LOUD"), lambda: logging.basicConfig(force=True, nope=1)):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
