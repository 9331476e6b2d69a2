from collections import OrderedDict
d = OrderedDict(a=1, b=2, c=3)
print(d.popitem(last=False), d.popitem(), d)
d.move_to_end('a') if 'a' in d else None
try:
    OrderedDict().popitem()
except KeyError as e:
    print("KeyError", e)
try:
    d.move_to_end('b', 1, 2)
except TypeError as e:
    print(e)
