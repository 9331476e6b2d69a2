assert 1 + 1 == 2
assert True, "not shown"
try:
    assert 1 > 2, "one is not greater"
except AssertionError as e:
    print("AssertionError:", e)
try:
    assert []
except AssertionError as e:
    print("AssertionError:", repr(e))
assert False, ("tuple", 1)
