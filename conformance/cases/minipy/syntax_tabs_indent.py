def f(x):
	if x:
		return 'tab-indented'
	return 'no'
print(f(1), f(0))
class C:
	def m(self):
		return 42
print(C().m())
