class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f"{self.name} makes a sound"
    def intro(self):
        return "I am " + self.speak()
class Dog(Animal):
    def __init__(self, name, breed):
        super().__init__(name)
        self.breed = breed
    def speak(self):
        return f"{self.name} barks"
class Puppy(Dog):
    def speak(self):
        return super().speak() + " softly"
for a in (Animal("generic"), Dog("Rex", "lab"), Puppy("Bit", "pug")):
    print(a.intro(), isinstance(a, Animal), isinstance(a, Dog), type(a).__name__)
print(issubclass(Puppy, Animal), issubclass(Animal, Dog), Puppy.__bases__[0].__name__, Puppy("x", "y").breed)
