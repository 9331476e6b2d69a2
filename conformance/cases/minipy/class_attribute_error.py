class Box:
    def __init__(self):
        self.item = 1
b = Box()
print(b.item)
print(b.missing)
