log = []
def f():
    try:
        log.append("try")
        try:
            log.append("inner try")
            raise ValueError("x")
        finally:
            log.append("inner finally")
    except ValueError:
        log.append("except")
    finally:
        log.append("outer finally")
    log.append("after")
f()
print(log)
def g():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
            print("body", i)
        finally:
            print("finally", i)
g()
def h():
    try:
        return "from try"
    finally:
        print("finally runs before return")
print(h())
