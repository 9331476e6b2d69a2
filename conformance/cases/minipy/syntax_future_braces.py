"docstring"
from __future__ import print_function, braces
