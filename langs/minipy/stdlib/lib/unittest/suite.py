"""TestSuite: tests run in order, with class and module fixtures run
once around the tests of each class and module."""

__unittest = True

import sys

from unittest import case
from unittest.util import strclass


class TestSuite:
    def __init__(self, tests=()):
        self._tests = []
        self._removed_tests = 0
        self.addTests(tests)

    def __repr__(self):
        return "<%s tests=%s>" % (strclass(self.__class__), list(self))

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return list(self) == list(other)

    def __iter__(self):
        return iter(self._tests)

    def countTestCases(self):
        cases = self._removed_tests
        for test in self:
            if test:
                cases += test.countTestCases()
        return cases

    def addTest(self, test):
        if not callable(test):
            raise TypeError("{} is not callable".format(repr(test)))
        if isinstance(test, type) and issubclass(test, (case.TestCase, TestSuite)):
            raise TypeError("TestCases and TestSuites must be instantiated before passing them to addTest()")
        self._tests.append(test)

    def addTests(self, tests):
        if isinstance(tests, str):
            raise TypeError("tests must be an iterable of tests, not a string")
        for test in tests:
            self.addTest(test)

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        for test in self:
            test.debug()

    def run(self, result, debug=False):
        top_level = False
        if getattr(result, "_testRunEntered", False) is False:
            result._testRunEntered = top_level = True
        for test in self:
            if result.shouldStop:
                break
            if _isnotsuite(test):
                self._tearDownPreviousClass(test, result)
                self._handleModuleFixture(test, result)
                self._handleClassSetUp(test, result)
                result._previousTestClass = test.__class__
                if (getattr(test.__class__, "_classSetupFailed", False)
                        or getattr(result, "_moduleSetUpFailed", False)):
                    continue
            test(result)
        if top_level:
            self._tearDownPreviousClass(None, result)
            self._handleModuleTearDown(result)
            result._testRunEntered = False
        return result

    def _handleClassSetUp(self, test, result):
        previousClass = getattr(result, "_previousTestClass", None)
        currentClass = test.__class__
        if currentClass == previousClass:
            return
        if result._moduleSetUpFailed:
            return
        if getattr(currentClass, "__unittest_skip__", False):
            return
        currentClass._classSetupFailed = False
        setUpClass = getattr(currentClass, "setUpClass", None)
        if setUpClass is not None:
            try:
                setUpClass()
            except Exception as e:
                if isinstance(result, _DebugResult):
                    raise
                currentClass._classSetupFailed = True
                className = strclass(currentClass)
                self._createClassOrModuleLevelException(result, e, "setUpClass", className)
            finally:
                if currentClass._classSetupFailed is True:
                    currentClass.doClassCleanups()
                    for exc_info in currentClass.tearDown_exceptions:
                        self._createClassOrModuleLevelException(
                            result, exc_info[1], "setUpClass", strclass(currentClass), info=exc_info)

    def _get_previous_module(self, result):
        previousClass = getattr(result, "_previousTestClass", None)
        if previousClass is not None:
            return previousClass.__module__
        return None

    def _handleModuleFixture(self, test, result):
        previousModule = self._get_previous_module(result)
        currentModule = test.__class__.__module__
        if currentModule == previousModule:
            return
        self._handleModuleTearDown(result)
        result._moduleSetUpFailed = False
        module = sys.modules.get(currentModule)
        if module is None:
            return
        setUpModule = getattr(module, "setUpModule", None)
        if setUpModule is not None:
            try:
                setUpModule()
            except Exception as e:
                try:
                    case.doModuleCleanups()
                except Exception as exc:
                    self._createClassOrModuleLevelException(result, exc, "setUpModule", currentModule)
                if isinstance(result, _DebugResult):
                    raise
                result._moduleSetUpFailed = True
                self._createClassOrModuleLevelException(result, e, "setUpModule", currentModule)

    def _createClassOrModuleLevelException(self, result, exc, method_name, parent, info=None):
        errorName = "%s (%s)" % (method_name, parent)
        self._addClassOrModuleLevelException(result, exc, errorName, info)

    def _addClassOrModuleLevelException(self, result, exception, errorName, info=None):
        error = _ErrorHolder(errorName)
        addSkip = getattr(result, "addSkip", None)
        if addSkip is not None and isinstance(exception, case.SkipTest):
            addSkip(error, str(exception))
        else:
            if not info:
                result.addError(error, (type(exception), exception, exception.__traceback__))
            else:
                result.addError(error, info)

    def _handleModuleTearDown(self, result):
        previousModule = self._get_previous_module(result)
        if previousModule is None:
            return
        if result._moduleSetUpFailed:
            return
        module = sys.modules.get(previousModule)
        if module is None:
            return
        tearDownModule = getattr(module, "tearDownModule", None)
        if tearDownModule is not None:
            try:
                tearDownModule()
            except Exception as e:
                if isinstance(result, _DebugResult):
                    raise
                self._createClassOrModuleLevelException(result, e, "tearDownModule", previousModule)
        try:
            case.doModuleCleanups()
        except Exception as e:
            self._createClassOrModuleLevelException(result, e, "tearDownModule", previousModule)

    def _tearDownPreviousClass(self, test, result):
        previousClass = getattr(result, "_previousTestClass", None)
        currentClass = test.__class__
        if currentClass == previousClass or previousClass is None:
            return
        if getattr(previousClass, "_classSetupFailed", False):
            return
        if getattr(result, "_moduleSetUpFailed", False):
            return
        if getattr(previousClass, "__unittest_skip__", False):
            return
        tearDownClass = getattr(previousClass, "tearDownClass", None)
        if tearDownClass is not None:
            try:
                tearDownClass()
            except Exception as e:
                if isinstance(result, _DebugResult):
                    raise
                self._createClassOrModuleLevelException(result, e, "tearDownClass", strclass(previousClass))
            finally:
                previousClass.doClassCleanups()
                for exc_info in previousClass.tearDown_exceptions:
                    self._createClassOrModuleLevelException(
                        result, exc_info[1], "tearDownClass", strclass(previousClass), info=exc_info)


class _ErrorHolder:
    """Stands for a fixture (setUpClass, setUpModule...) that failed."""

    failureException = None

    def __init__(self, description):
        self.description = description

    def id(self):
        return self.description

    def shortDescription(self):
        return None

    def __repr__(self):
        return "<ErrorHolder description=%r>" % (self.description,)

    def __str__(self):
        return self.id()

    def run(self, result):
        pass

    def __call__(self, result):
        return self.run(result)

    def countTestCases(self):
        return 0


def _isnotsuite(test):
    try:
        iter(test)
    except TypeError:
        return True
    return False


class _DebugResult:
    _previousTestClass = None
    _moduleSetUpFailed = False
    shouldStop = False
