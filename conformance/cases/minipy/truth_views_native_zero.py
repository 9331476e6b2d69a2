# a subclass of int holding 0 is false; dict views are false when empty,
# keys and items views are unhashable
class Z(int):
    pass

z = Z()
print(not z, bool(z), z, repr(z), str(z), z + 1, bool(Z(3)))
class S(str):
    pass
print(not S(), bool(S("x")))
for d in ({}, {1: 2}):
    print(bool(d.keys()), bool(d.values()), bool(d.items()), len(d.items()))
for view in ({}.keys(), {}.items()):
    try:
        hash(view)
    except TypeError as e:
        print("TypeError", e)
print(type(hash({}.values())))
