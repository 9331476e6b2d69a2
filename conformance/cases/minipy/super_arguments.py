# super(type, obj) checks that obj is an instance or subclass of type
class A:
    def who(self):
        return "A"
    @classmethod
    def make(cls):
        return "A.make " + cls.__name__
class B(A):
    def who(self):
        return "B>" + super(B, self).who()
    @classmethod
    def make(cls):
        return super(B, cls).make()

print(B().who(), B.make())
for args in [(str, 0), (str, int), (0, int), (B, A()), (B, A)]:
    try:
        super(*args)
        print("ok")
    except TypeError as e:
        print("TypeError", e)
