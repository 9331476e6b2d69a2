class Countdown:
    def __init__(self, start):
        self.n = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(5)), sum(Countdown(4)), max(Countdown(3)))
class Range2:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        i = 0
        while i < self.n:
            yield i * 2
            i += 1
r = Range2(4)
print(list(r), list(r), 6 in r, [a + b for a, b in zip(r, Countdown(4))])
it = iter(Countdown(2))
print(next(it), next(it), next(it, "exhausted"))
