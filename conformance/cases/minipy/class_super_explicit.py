class Base:
    def greet(self):
        return "base"
    @classmethod
    def kind(cls):
        return "base kind of " + cls.__name__
class Mid(Base):
    def greet(self):
        return "mid+" + super(Mid, self).greet()
class Top(Mid):
    def greet(self):
        return "top+" + super().greet()
    @classmethod
    def kind(cls):
        return "top/" + super().kind()
print(Top().greet(), Top.kind(), super(Top, Top()).greet())
