# A subclass of a built-in whose comparison method returns NotImplemented:
# when both sides' methods decline, == falls back to identity; when one
# side is the built-in itself, the built-in's comparison decides.
class D(dict):
    def __eq__(self, other):
        return NotImplemented


class L(list):
    def __eq__(self, other):
        return NotImplemented

    def __lt__(self, other):
        return NotImplemented


class Plain(dict):
    pass


class E:
    def __eq__(self, other):
        return NotImplemented


d = D(a=1)
print(d == D(a=1), d != D(a=1), d == d, d != d)
print({"a": 1} == d, d == {"a": 1}, {} != D(), D() == Plain(), Plain(a=1) == D(a=1))
print(L([1]) == L([1]), [1] == L([1]), L([1]) == [1], L([1]) != L([1]))
print({"a": 1} == E(), E() == {"a": 1}, Plain(a=1) == {"a": 1}, Plain() == Plain())
try:
    L([1]) < L([2])
except TypeError as e:
    print(e)
print([1] < L([2]), L([1]) < [2])
