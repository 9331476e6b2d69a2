import math as m
from math import sqrt as root, pi
import collections, itertools
from collections import deque as dq
print(m.floor(2.7), root(49), round(pi, 5), type(dq()).__name__, collections.deque is dq)
print(list(itertools.islice(itertools.count(5), 2)), __name__)
