"""TestLoader: the tests of a TestCase class (its methods named test*,
sorted), of a module, or named by dotted names."""

__unittest = True

import functools
import fnmatch
import sys

from unittest import case, suite


class TestLoader:
    testMethodPrefix = "test"
    sortTestMethodsUsing = staticmethod(lambda a, b: (a > b) - (a < b))
    testNamePatterns = None
    suiteClass = suite.TestSuite

    def __init__(self):
        self.errors = []

    def loadTestsFromTestCase(self, testCaseClass):
        if issubclass(testCaseClass, suite.TestSuite):
            raise TypeError("Test cases should not be derived from TestSuite. Maybe you meant to derive from TestCase?")
        names = self.getTestCaseNames(testCaseClass)
        if not names and hasattr(testCaseClass, "runTest"):
            names = ["runTest"]
        return self.suiteClass(map(testCaseClass, names))

    def loadTestsFromModule(self, module, *args, pattern=None, **kws):
        tests = []
        for name in dir(module):
            obj = getattr(module, name)
            if isinstance(obj, type) and issubclass(obj, case.TestCase):
                tests.append(self.loadTestsFromTestCase(obj))
        load_tests = getattr(module, "load_tests", None)
        tests = self.suiteClass(tests)
        if load_tests is not None:
            return load_tests(self, tests, pattern)
        return tests

    def loadTestsFromName(self, name, module=None):
        parts = name.split(".")
        if module is None:
            parts_copy = parts[:]
            while parts_copy:
                try:
                    module = __import__(".".join(parts_copy))
                    break
                except ImportError:
                    del parts_copy[-1]
                    if not parts_copy:
                        raise
            parts = parts[1:]
        obj = module
        parent = None
        for part in parts:
            parent, obj = obj, getattr(obj, part)
        if isinstance(obj, type(sys)):
            return self.loadTestsFromModule(obj)
        if isinstance(obj, type) and issubclass(obj, case.TestCase):
            return self.loadTestsFromTestCase(obj)
        if callable(obj) and isinstance(parent, type) and issubclass(parent, case.TestCase):
            return self.suiteClass([parent(parts[-1])])
        if isinstance(obj, suite.TestSuite):
            return obj
        if callable(obj):
            test = obj()
            if isinstance(test, suite.TestSuite):
                return test
            if isinstance(test, case.TestCase):
                return self.suiteClass([test])
            raise TypeError("calling %s returned %s, not a test" % (obj, test))
        raise TypeError("don't know how to make test from: %s" % obj)

    def loadTestsFromNames(self, names, module=None):
        return self.suiteClass([self.loadTestsFromName(name, module) for name in names])

    def getTestCaseNames(self, testCaseClass):
        def wanted(name):
            if not name.startswith(self.testMethodPrefix):
                return False
            if not callable(getattr(testCaseClass, name)):
                return False
            if not self.testNamePatterns:
                return True
            full = "%s.%s.%s" % (testCaseClass.__module__, testCaseClass.__qualname__, name)
            return any(fnmatch.fnmatchcase(full, p) for p in self.testNamePatterns)
        names = [n for n in dir(testCaseClass) if wanted(n)]
        if self.sortTestMethodsUsing:
            names.sort(key=functools.cmp_to_key(self.sortTestMethodsUsing))
        return names


defaultTestLoader = TestLoader()


def _makeLoader(prefix, sortUsing, suiteClass=None, testNamePatterns=None):
    loader = TestLoader()
    loader.sortTestMethodsUsing = sortUsing
    loader.testMethodPrefix = prefix
    loader.testNamePatterns = testNamePatterns
    if suiteClass:
        loader.suiteClass = suiteClass
    return loader


def getTestCaseNames(testCaseClass, prefix, sortUsing=TestLoader.sortTestMethodsUsing, testNamePatterns=None):
    return _makeLoader(prefix, sortUsing, testNamePatterns=testNamePatterns).getTestCaseNames(testCaseClass)


def makeSuite(testCaseClass, prefix="test", sortUsing=TestLoader.sortTestMethodsUsing,
              suiteClass=suite.TestSuite):
    return _makeLoader(prefix, sortUsing, suiteClass).loadTestsFromTestCase(testCaseClass)


def findTestCases(module, prefix="test", sortUsing=TestLoader.sortTestMethodsUsing,
                  suiteClass=suite.TestSuite):
    return _makeLoader(prefix, sortUsing, suiteClass).loadTestsFromModule(module)
