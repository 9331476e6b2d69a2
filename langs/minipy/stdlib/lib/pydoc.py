"""Text documentation of Python objects: help() and render_doc(), in the
layout CPython's pydoc gives functions, methods, classes and modules."""

import builtins
import inspect
import sys
import types

__all__ = ["help", "render_doc", "describe"]


def describe(thing):
    """A short description of what thing is."""
    if inspect.ismodule(thing):
        if thing.__name__ in sys.builtin_module_names:
            return "built-in module " + thing.__name__
        if hasattr(thing, "__path__"):
            return "package " + thing.__name__
        return "module " + thing.__name__
    if inspect.isbuiltin(thing):
        return "built-in function " + thing.__name__
    if isinstance(thing, property):
        return "property"
    if inspect.isclass(thing):
        return "class " + thing.__name__
    if inspect.isfunction(thing):
        return "function " + thing.__name__
    if inspect.ismethod(thing):
        return "method " + thing.__name__
    return type(thing).__name__


def _classname(obj, modname):
    name = obj.__name__
    if obj.__module__ != modname:
        name = obj.__module__ + "." + name
    return name


def _indent(text, prefix="    "):
    if not text:
        return ""
    lines = [prefix + line for line in text.split("\n")]
    if lines and lines[-1]:
        pass
    return "\n".join(lines)


def _getdoc(obj):
    # a class's own docstring only, as pydoc's getdoc (inspect's takes a
    # base class's)
    if inspect.isclass(obj):
        doc = obj.__dict__.get("__doc__")
        return inspect.cleandoc(doc) if isinstance(doc, str) else ""
    return inspect.getdoc(obj) or ""


def _signature(obj):
    try:
        return str(inspect.signature(obj))
    except (ValueError, TypeError):
        return "(...)"


class TextDoc:
    """Formatter of text documentation."""

    def section(self, title, contents):
        return title + "\n" + _indent(contents).rstrip() + "\n\n"

    def docroutine(self, obj, name=None, mod=None, cl=None):
        realname = obj.__name__
        name = name or realname
        note = ""
        skipdocs = False
        argspec = _signature(obj) if inspect.isroutine(obj) else None
        if inspect.ismethod(obj):
            imclass = obj.__self__.__class__
            if isinstance(obj.__self__, type):
                note = " from " + _classname(obj.__self__.__class__, mod) if cl else \
                    " method of " + _classname(obj.__self__, mod) + " instance"
                if cl:
                    note = " from " + _classname(type(obj.__self__), mod)
            elif cl:
                if imclass is not cl:
                    note = " from " + _classname(imclass, mod)
            else:
                note = " method of %s instance" % _classname(obj.__self__.__class__, mod)
            obj = obj.__func__
        if name == realname:
            title = realname
        else:
            if cl and cl.__dict__.get(realname, None) is obj:
                skipdocs = True
            title = name + " = " + realname
        if argspec is not None and realname == "<lambda>":
            title = name + " lambda "
            argspec = argspec[1:-1]
        if argspec is None:
            argspec = "(...)"
        decl = title + argspec + note
        if skipdocs:
            return decl + "\n"
        doc = _getdoc(obj)
        return decl + "\n" + (doc and _indent(doc).rstrip() + "\n")

    def docdata(self, obj, name=None, mod=None, cl=None):
        results = []
        if name:
            results.append(name + "\n")
        doc = _getdoc(obj) if isinstance(obj, property) else ""
        if doc:
            results.append(_indent(doc) + "\n")
        return "".join(results)

    def docother(self, obj, name=None, mod=None, parent=None, maxlen=None, doc=None):
        repr_ = repr(obj)
        if maxlen:
            line = (name and name + " = " or "") + repr_
            chop = maxlen - len(line)
            if chop < 0:
                repr_ = repr_[:chop] + "..."
        line = (name and name + " = " or "") + repr_
        return line + "\n"

    def docclass(self, obj, name=None, mod=None):
        realname = obj.__name__
        name = name or realname
        bases = obj.__bases__

        def makename(c, m=obj.__module__):
            if c.__module__ == m:
                return c.__qualname__
            return c.__module__ + "." + c.__qualname__
        if name == realname:
            title = "class " + realname
        else:
            title = name + " = class " + realname
        if bases:
            title += "(%s)" % ", ".join(map(makename, bases))
        contents = []
        push = contents.append
        try:
            sig = inspect.signature(obj)
        except (ValueError, TypeError):
            sig = None
        if sig:
            argspec = str(sig)
            if argspec and argspec != "()":
                push(name + argspec + "\n")
        doc = _getdoc(obj)
        if doc:
            push(doc + "\n")
        mro = obj.__mro__
        if len(mro) > 2:
            push("Method resolution order:")
            for base in mro:
                push("    " + makename(base))
            push("")
        attrs = []
        for key in dir(obj):
            if key in ("__doc__", "__module__", "__qualname__", "__annotations__") and True:
                continue
            try:
                value = getattr(obj, key)
            except AttributeError:
                if key not in ("__dict__", "__weakref__"):
                    continue
                value = None
            homecls = None
            for base in mro:
                if key in base.__dict__:
                    homecls = base
                    raw = base.__dict__[key]
                    break
            else:
                if key not in ("__dict__", "__weakref__"):
                    continue
                # the descriptors of the first class without __slots__
                users = [b for b in mro if b is not builtins.object and "__slots__" not in b.__dict__]
                if not users:
                    continue
                homecls = users[-1]
                raw = None
            if homecls is builtins.object:
                continue
            if isinstance(raw, staticmethod):
                kind = "static method"
                value = raw.__func__
            elif isinstance(raw, classmethod):
                kind = "class method"
            elif isinstance(raw, property):
                kind = "readonly property" if raw.fset is None else "data descriptor"
                value = raw
            elif key in ("__dict__", "__weakref__"):
                kind = "data descriptor"
            elif inspect.isroutine(value):
                kind = "method"
            else:
                kind = "data"
            attrs.append((key, kind, homecls, value))
        thisclass = obj
        sections = []
        while attrs:
            if mro:
                thisclass = mro[0]
                mro = mro[1:]
            else:
                thisclass = attrs[0][2]
            here = [a for a in attrs if a[2] is thisclass]
            attrs = [a for a in attrs if a[2] is not thisclass]
            if thisclass is builtins.object:
                attrs = []
                break
            if thisclass is obj:
                tag = "defined here"
            else:
                tag = "inherited from %s" % makename(thisclass, obj.__module__)
            for kind, heading in (("method", "Methods"), ("class method", "Class methods"),
                                ("static method", "Static methods"), ("readonly property", "Readonly properties"),
                                ("data descriptor", "Data descriptors"), ("data", "Data and other attributes")):
                items = [a for a in here if a[1] == kind]
                if not items:
                    continue
                block = [heading + " " + tag + ":\n"]
                for key, _, homecls, value in items:
                    if kind == "data":
                        block.append(self.docother(value, key, mod, maxlen=70))
                    elif kind in ("readonly property", "data descriptor"):
                        if key == "__dict__":
                            block.append("__dict__\n    dictionary for instance variables\n")
                        elif key == "__weakref__":
                            block.append("__weakref__\n    list of weak references to the object\n")
                        else:
                            block.append(self.docdata(value, key, mod))
                    elif kind == "class method":
                        sig = _signature(value)
                        block.append(key + sig + " from " + _classname(type(obj), "") + "\n" +
                                     (_getdoc(value) and _indent(_getdoc(value)) + "\n"))
                    else:
                        block.append(self.docroutine(value, key, mod, obj))
                sections.append("\n".join(block))
        if sections:
            push("\n----------------------------------------------------------------------\n".join(sections))
        body = "\n".join(contents)
        lines = body.rstrip("\n").split("\n")
        return title + "\n" + "\n".join((" |  " + line).rstrip(" ") if line else " |  " for line in lines) + "\n"

    def docmodule(self, obj, name=None, mod=None):
        name = obj.__name__
        parts = ["NAME\n    " + name + ((" - " + _getdoc(obj).split("\n")[0]) if _getdoc(obj) else "") + "\n"]
        doc = _getdoc(obj)
        if doc and "\n" in doc:
            parts.append("DESCRIPTION\n" + _indent("\n".join(doc.split("\n")[2:]) if doc.split("\n")[1:2] == [""] else doc) + "\n")
        classes = [(k, v) for k, v in sorted(obj.__dict__.items()) if inspect.isclass(v) and not k.startswith("_")
                   and v.__module__ == name]
        funcs = [(k, v) for k, v in sorted(obj.__dict__.items()) if inspect.isroutine(v) and not k.startswith("_")]
        data = [(k, v) for k, v in sorted(obj.__dict__.items()) if not inspect.isroutine(v) and not inspect.isclass(v)
                and not inspect.ismodule(v) and not k.startswith("_")]
        if classes:
            parts.append("CLASSES\n" + "\n".join(_indent(self.docclass(v, k, name)) for k, v in classes) + "\n")
        if funcs:
            parts.append("FUNCTIONS\n" + "\n".join(_indent(self.docroutine(v, k, name)) for k, v in funcs) + "\n")
        if data:
            parts.append("DATA\n" + "\n".join("    " + self.docother(v, k, name, maxlen=70).rstrip() for k, v in data) + "\n")
        file = getattr(obj, "__file__", None)
        parts.append("FILE\n    " + (file or "(built-in)") + "\n")
        return "\n".join(parts)

    def document(self, obj, name=None, mod=None):
        if inspect.ismodule(obj):
            return self.docmodule(obj, name)
        if inspect.isclass(obj):
            return self.docclass(obj, name, mod)
        if inspect.isroutine(obj):
            return self.docroutine(obj, name, mod)
        if isinstance(obj, property):
            return self.docdata(obj, name, mod)
        return self.docother(obj, name, mod)


text = TextDoc()


def render_doc(thing, title="Python Library Documentation: %s", forceload=0, renderer=None):
    """The text help() prints for thing."""
    if renderer is None:
        renderer = text
    desc = describe(thing)
    module = inspect.getmodule(thing)
    if not (inspect.ismodule(thing) or inspect.isclass(thing) or inspect.isroutine(thing) or
            isinstance(thing, property)):
        thing = type(thing)
        desc += " object"
    if module and module is not thing:
        desc += " in module " + module.__name__
    return title % desc + "\n\n" + renderer.document(thing, None)


def help(request=None):
    """Print the documentation of an object (a module name as a str
    imports it)."""
    if isinstance(request, str):
        try:
            request = __import__(request)
        except ImportError:
            print("No Python documentation found for %r." % request)
            return
    sys.stdout.write(render_doc(request, title="Help on %s:") + "\n")
