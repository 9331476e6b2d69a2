class Account:
    def __init__(self, balance):
        self.__balance = balance
    def balance(self):
        return self.__balance
class Savings(Account):
    def __init__(self, balance):
        super().__init__(balance)
        self.__balance = "child's own"
a = Savings(100)
print(a.balance(), a._Account__balance, a._Savings__balance)
try:
    a.__balance
except AttributeError as e:
    print("AttributeError:", e)
