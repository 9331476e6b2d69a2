# Attribute access: instance fields read and written, a method call and a
# class attribute (issue 37, item 7).
class Point:
    scale = 2

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)


def run(reps):
    total = 0
    p = Point(3, -4)
    for i in range(reps):
        p.x = i & 15
        p.y = p.y - 1 if p.y > -100 else 0
        total += p.norm1() + p.x * Point.scale
    return total


print(run(2500000))
