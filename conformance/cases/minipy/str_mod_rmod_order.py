# str % x and bytes % x format with the str's (bytes') own % first: the
# right operand's __rmod__ runs first only when its class is a subclass
# of the left operand's.
class A:
    def __rmod__(self, other):
        return "A.__rmod__"

    def __repr__(self):
        return "A()"


class S(str):
    def __rmod__(self, other):
        return "S.__rmod__"


class B(bytes):
    def __rmod__(self, other):
        return "B.__rmod__"


print("%s" % A(), "%r" % A(), "%s" % S("x"), "%s" % (A(),))
print(b"%s" % B(b"y"), b"%r" % A())
try:
    print("abc" % A())
except TypeError as e:
    print("TypeError:", e)
print([1] + [2], 5 % A())
