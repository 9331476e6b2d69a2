class Config:
    registry = []
    count = 0
    def __init__(self, name):
        self.name = name
        Config.count += 1
        self.registry.append(name)
a = Config("a"); b = Config("b")
print(Config.count, a.count, Config.registry, b.registry is a.registry)
a.count = 100
print(a.count, b.count, Config.count)
print(getattr(a, "name"), getattr(a, "nope", "fallback"), hasattr(a, "name"))
Config.extra = "added later"
print(b.extra)
