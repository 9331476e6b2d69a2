class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed:.2f}, have {available:.2f}")
class Account:
    interest = 0.02
    def __init__(self, owner, balance=0.0):
        self.owner, self.balance, self.history = owner, balance, []
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("dep", amount))
        return self
    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(amount, self.balance)
        self.balance -= amount
        self.history.append(("wd", amount))
        return self
    def __str__(self):
        return f"{self.owner}: {self.balance:,.2f}"
acct = Account("Ada", 100)
acct.deposit(50).withdraw(30)
print(acct, acct.history)
for op, amt in (("withdraw", 500), ("deposit", -5)):
    try:
        getattr(acct, op)(amt)
    except (InsufficientFunds, ValueError) as e:
        print(type(e).__name__, e)
acct.balance *= 1 + Account.interest
print(acct)
