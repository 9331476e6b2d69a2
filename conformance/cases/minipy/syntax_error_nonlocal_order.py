def f():
    x = 1
    nonlocal x
