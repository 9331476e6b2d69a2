def f():
    return undefined_variable + 1
print("calling")
f()
