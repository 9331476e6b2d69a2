def make_counter():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    def get():
        return count
    return inc, get
inc, get = make_counter()
inc(); inc(5)
print(get())
inc2, get2 = make_counter()
print(inc2(), get(), get2())
def outer():
    x = "outer"
    def middle():
        def inner():
            nonlocal x
            x = "changed by inner"
        inner()
    middle()
    return x
print(outer())
