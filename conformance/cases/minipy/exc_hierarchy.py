tests = [lambda: 1 / 0, lambda: [][1], lambda: {}["k"], lambda: int("x"), lambda: None.attr, lambda: undefined_name,
         lambda: "a" + 1, lambda: next(iter([])), lambda: 10 ** 400 * 1.0]
for t in tests:
    try:
        t()
    except ArithmeticError as e:
        print("ArithmeticError", type(e).__name__, e)
    except LookupError as e:
        print("LookupError", type(e).__name__, e)
    except (ValueError, TypeError) as e:
        print("Value/TypeError", type(e).__name__, e)
    except Exception as e:
        print("Exception", type(e).__name__, e)
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(KeyError, LookupError), issubclass(RecursionError, RuntimeError))
print(issubclass(StopIteration, Exception), issubclass(KeyboardInterrupt, Exception), issubclass(Exception, BaseException))
print(issubclass(NotImplementedError, RuntimeError), issubclass(IndentationError, SyntaxError), issubclass(ModuleNotFoundError, ImportError))
