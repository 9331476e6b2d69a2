"""TestCase, its assert methods, skips and expected failures."""

__unittest = True

import contextlib
import difflib
import pprint
import re
import sys
import warnings

from unittest.util import common_shorten_repr, count_differences, safe_repr, strclass

DIFF_OMITTED = "\nDiff is %s characters long. Set self.maxDiff to None to see it."


class SkipTest(Exception):
    """Raised to skip a test (TestCase.skipTest, the skip decorators)."""


class _ShouldStop(Exception):
    pass


class _UnexpectedSuccess(Exception):
    pass


def _id(obj):
    return obj


def skip(reason):
    def decorator(test_item):
        if not isinstance(test_item, type):
            def skip_wrapper(*args, **kwargs):
                raise SkipTest(reason)
            skip_wrapper.__name__ = getattr(test_item, "__name__", "skip_wrapper")
            skip_wrapper.__qualname__ = getattr(test_item, "__qualname__", skip_wrapper.__name__)
            skip_wrapper.__doc__ = getattr(test_item, "__doc__", None)
            test_item = skip_wrapper
        test_item.__unittest_skip__ = True
        test_item.__unittest_skip_why__ = reason
        return test_item
    if callable(reason):
        test_item, reason = reason, ""
        return decorator(test_item)
    return decorator


def skipIf(condition, reason):
    return skip(reason) if condition else _id


def skipUnless(condition, reason):
    return skip(reason) if not condition else _id


def expectedFailure(test_item):
    test_item.__unittest_expecting_failure__ = True
    return test_item


_module_cleanups = []


def addModuleCleanup(function, /, *args, **kwargs):
    _module_cleanups.append((function, args, kwargs))


def doModuleCleanups():
    exceptions = []
    while _module_cleanups:
        function, args, kwargs = _module_cleanups.pop()
        try:
            function(*args, **kwargs)
        except Exception as exc:
            exceptions.append(exc)
    if exceptions:
        raise exceptions[0]


class _Outcome:
    """What running one test produced, gathered as it runs."""

    def __init__(self, result):
        self.result = result
        self.expecting_failure = False
        self.success = True
        self.expectedFailure = None

    @contextlib.contextmanager
    def testPartExecutor(self, test_case, subTest=False, isTest=False):
        old_success = self.success
        self.success = True
        try:
            yield
        except KeyboardInterrupt:
            raise
        except SkipTest as e:
            self.success = False
            _addSkip(self.result, test_case, str(e))
        except _ShouldStop:
            pass
        except BaseException:
            exc_info = sys.exc_info()
            if self.expecting_failure and isTest:
                self.expectedFailure = exc_info
            else:
                self.success = False
                if subTest:
                    self.result.addSubTest(test_case.test_case, test_case, exc_info)
                else:
                    _addError(self.result, test_case, exc_info)
            exc_info = None
        else:
            if subTest and self.success:
                self.result.addSubTest(test_case.test_case, test_case, None)
        finally:
            self.success = self.success and old_success


def _addSkip(result, test_case, reason):
    add = getattr(result, "addSkip", None)
    if add is not None:
        add(test_case, reason)
    else:
        warnings.warn("TestResult has no addSkip method, skips not reported", RuntimeWarning, 2)
        result.addSuccess(test_case)


def _addError(result, test, exc_info):
    if result is not None and exc_info is not None:
        if issubclass(exc_info[0], test.failureException):
            result.addFailure(test, exc_info)
        else:
            result.addError(test, exc_info)


class _AssertRaisesContext:
    """The context manager of assertRaises and assertRaisesRegex."""

    def __init__(self, expected, test_case, expected_regex=None, name="assertRaises"):
        self.expected = expected
        self.test_case = test_case
        self.expected_regex = re.compile(expected_regex) if isinstance(expected_regex, str) else expected_regex
        self.msg = None
        self.name = name
        self.obj_name = None

    def _raiseFailure(self, standardMsg):
        msg = self.test_case._formatMessage(self.msg, standardMsg)
        raise self.test_case.failureException(msg)

    def handle(self, args, kwargs):
        if not _is_subtype(self.expected, BaseException):
            raise TypeError("%s() arg 1 must be an exception type or tuple of exception types"
                            % (self.name,))
        if not args:
            self.msg = kwargs.pop("msg", None)
            if kwargs:
                raise TypeError("%r is an invalid keyword argument for this function" % (next(iter(kwargs)),))
            return self
        callable_obj, *args = args
        try:
            self.obj_name = callable_obj.__name__
        except AttributeError:
            self.obj_name = str(callable_obj)
        with self:
            callable_obj(*args, **kwargs)

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, tb):
        if exc_type is None:
            try:
                exc_name = self.expected.__name__
            except AttributeError:
                exc_name = str(self.expected)
            if self.obj_name:
                self._raiseFailure("{} not raised by {}".format(exc_name, self.obj_name))
            self._raiseFailure("{} not raised".format(exc_name))
        if not issubclass(exc_type, self.expected):
            return False
        self.exception = exc_value.with_traceback(None)
        if self.expected_regex is None:
            return True
        if not self.expected_regex.search(str(exc_value)):
            self._raiseFailure('"{}" does not match "{}"'.format(self.expected_regex.pattern, str(exc_value)))
        return True


class _AssertWarnsContext:
    """The context manager of assertWarns and assertWarnsRegex."""

    def __init__(self, expected, test_case, expected_regex=None, name="assertWarns"):
        self.expected = expected
        self.test_case = test_case
        self.expected_regex = re.compile(expected_regex) if isinstance(expected_regex, str) else expected_regex
        self.msg = None
        self.name = name

    def handle(self, args, kwargs):
        if not args:
            self.msg = kwargs.pop("msg", None)
            return self
        callable_obj, *args = args
        with self:
            callable_obj(*args, **kwargs)

    def __enter__(self):
        self._catch = warnings.catch_warnings(record=True)
        self.warnings = self._catch.__enter__()
        warnings.simplefilter("always", self.expected)
        return self

    def __exit__(self, exc_type, exc_value, tb):
        self._catch.__exit__(exc_type, exc_value, tb)
        if exc_type is not None:
            return False
        first_matching = None
        for m in self.warnings:
            w = m.message
            if not isinstance(w, self.expected):
                continue
            if first_matching is None:
                first_matching = w
            if self.expected_regex is not None and not self.expected_regex.search(str(w)):
                continue
            self.warning = w
            self.filename = m.filename
            self.lineno = m.lineno
            return None
        if first_matching is not None:
            msg = '"{}" does not match "{}"'.format(self.expected_regex.pattern, str(first_matching))
        else:
            msg = "{} not triggered".format(getattr(self.expected, "__name__", str(self.expected)))
        raise self.test_case.failureException(self.test_case._formatMessage(self.msg, msg))


def _is_subtype(expected, basetype):
    if isinstance(expected, tuple):
        return all(_is_subtype(e, basetype) for e in expected)
    return isinstance(expected, type) and issubclass(expected, basetype)


class TestCase:
    """One test: a method of a subclass, run with its fixtures."""

    failureException = AssertionError
    longMessage = True
    maxDiff = 80 * 8
    _diffThreshold = 2 ** 16
    _classSetupFailed = False
    _class_cleanups = []

    def __init__(self, methodName="runTest"):
        self._testMethodName = methodName
        self._outcome = None
        self._testMethodDoc = "No test"
        try:
            testMethod = getattr(self, methodName)
        except AttributeError:
            if methodName != "runTest":
                raise ValueError("no such test method in %s: %s" % (self.__class__, methodName))
        else:
            self._testMethodDoc = testMethod.__doc__
        self._cleanups = []
        self._subtest = None
        self._type_equality_funcs = {}
        self.addTypeEqualityFunc(dict, "assertDictEqual")
        self.addTypeEqualityFunc(list, "assertListEqual")
        self.addTypeEqualityFunc(tuple, "assertTupleEqual")
        self.addTypeEqualityFunc(set, "assertSetEqual")
        self.addTypeEqualityFunc(frozenset, "assertSetEqual")
        self.addTypeEqualityFunc(str, "assertMultiLineEqual")

    def addTypeEqualityFunc(self, typeobj, function):
        self._type_equality_funcs[typeobj] = function

    def addCleanup(self, function, /, *args, **kwargs):
        self._cleanups.append((function, args, kwargs))

    def enterContext(self, cm):
        result = type(cm).__enter__(cm)
        self.addCleanup(type(cm).__exit__, cm, None, None, None)
        return result

    @classmethod
    def addClassCleanup(cls, function, /, *args, **kwargs):
        cls._class_cleanups.append((function, args, kwargs))

    def setUp(self):
        pass

    def tearDown(self):
        pass

    @classmethod
    def setUpClass(cls):
        pass

    @classmethod
    def tearDownClass(cls):
        pass

    def countTestCases(self):
        return 1

    def defaultTestResult(self):
        from unittest.result import TestResult
        return TestResult()

    def shortDescription(self):
        doc = self._testMethodDoc
        return doc.strip().split("\n")[0].strip() if doc else None

    def id(self):
        return "%s.%s" % (strclass(self.__class__), self._testMethodName)

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return self._testMethodName == other._testMethodName

    def __hash__(self):
        return hash((type(self), self._testMethodName))

    def __str__(self):
        return "%s (%s.%s)" % (self._testMethodName, strclass(self.__class__), self._testMethodName)

    def __repr__(self):
        return "<%s testMethod=%s>" % (strclass(self.__class__), self._testMethodName)

    @contextlib.contextmanager
    def subTest(self, msg=None, **params):
        if self._outcome is None:
            yield
            return
        parent = self._subtest
        if parent is None:
            params_map = dict(params)
        else:
            params_map = dict(parent.params)
            params_map.update(params)
        self._subtest = _SubTest(self, msg, params_map)
        try:
            with self._outcome.testPartExecutor(self._subtest, subTest=True):
                yield
            if not self._outcome.success:
                result = self._outcome.result
                if result is not None and result.failfast:
                    raise _ShouldStop
            elif self._outcome.expectedFailure:
                raise _ShouldStop
        finally:
            self._subtest = parent

    def _callSetUp(self):
        self.setUp()

    def _callTestMethod(self, method):
        method()

    def _callTearDown(self):
        self.tearDown()

    def _callCleanup(self, function, /, *args, **kwargs):
        function(*args, **kwargs)

    def run(self, result=None):
        if result is None:
            result = self.defaultTestResult()
            startTestRun = getattr(result, "startTestRun", None)
            stopTestRun = getattr(result, "stopTestRun", None)
            if startTestRun is not None:
                startTestRun()
        else:
            stopTestRun = None
        result.startTest(self)
        try:
            testMethod = getattr(self, self._testMethodName)
            if (getattr(self.__class__, "__unittest_skip__", False)
                    or getattr(testMethod, "__unittest_skip__", False)):
                why = (getattr(self.__class__, "__unittest_skip_why__", "")
                       or getattr(testMethod, "__unittest_skip_why__", ""))
                _addSkip(result, self, why)
                return result
            expecting_failure = (getattr(self, "__unittest_expecting_failure__", False)
                                 or getattr(testMethod, "__unittest_expecting_failure__", False))
            outcome = _Outcome(result)
            try:
                self._outcome = outcome
                with outcome.testPartExecutor(self):
                    self._callSetUp()
                if outcome.success:
                    outcome.expecting_failure = expecting_failure
                    with outcome.testPartExecutor(self, isTest=True):
                        self._callTestMethod(testMethod)
                    outcome.expecting_failure = False
                    with outcome.testPartExecutor(self):
                        self._callTearDown()
                self.doCleanups()
                if outcome.success:
                    if expecting_failure:
                        if outcome.expectedFailure:
                            result.addExpectedFailure(self, outcome.expectedFailure)
                        else:
                            result.addUnexpectedSuccess(self)
                    else:
                        result.addSuccess(self)
                return result
            finally:
                outcome.expectedFailure = None
                outcome = None
                self._outcome = None
        finally:
            result.stopTest(self)
            if stopTestRun is not None:
                stopTestRun()

    def doCleanups(self):
        outcome = self._outcome or _Outcome(None)
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            with outcome.testPartExecutor(self):
                self._callCleanup(function, *args, **kwargs)
        return outcome.success

    @classmethod
    def doClassCleanups(cls):
        cls.tearDown_exceptions = []
        while cls._class_cleanups:
            function, args, kwargs = cls._class_cleanups.pop()
            try:
                function(*args, **kwargs)
            except Exception:
                cls.tearDown_exceptions.append(sys.exc_info())

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        self.setUp()
        getattr(self, self._testMethodName)()
        self.tearDown()
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            function(*args, **kwargs)

    def skipTest(self, reason):
        raise SkipTest(reason)

    def fail(self, msg=None):
        raise self.failureException(msg)

    def _truncateMessage(self, message, diff):
        if self.maxDiff is None or len(diff) <= self.maxDiff:
            return message + diff
        return message + (DIFF_OMITTED % len(diff))

    def _pformat_diff(self, first, second):
        return "\n" + "\n".join(difflib.ndiff(pprint.pformat(first).splitlines(),
                                             pprint.pformat(second).splitlines()))

    def _formatMessage(self, msg, standardMsg):
        if not self.longMessage:
            return msg or standardMsg
        if msg is None:
            return standardMsg
        try:
            return "%s : %s" % (standardMsg, msg)
        except UnicodeDecodeError:
            return "%s : %s" % (safe_repr(standardMsg), safe_repr(msg))

    def assertFalse(self, expr, msg=None):
        if expr:
            raise self.failureException(self._formatMessage(msg, "%s is not false" % safe_repr(expr)))

    def assertTrue(self, expr, msg=None):
        if not expr:
            raise self.failureException(self._formatMessage(msg, "%s is not true" % safe_repr(expr)))

    def assertRaises(self, expected_exception, *args, **kwargs):
        return _AssertRaisesContext(expected_exception, self).handle(args, kwargs)

    def assertRaisesRegex(self, expected_exception, expected_regex, *args, **kwargs):
        return _AssertRaisesContext(expected_exception, self, expected_regex,
                                    "assertRaisesRegex").handle(args, kwargs)

    def assertWarns(self, expected_warning, *args, **kwargs):
        return _AssertWarnsContext(expected_warning, self).handle(args, kwargs)

    def assertWarnsRegex(self, expected_warning, expected_regex, *args, **kwargs):
        return _AssertWarnsContext(expected_warning, self, expected_regex,
                                   "assertWarnsRegex").handle(args, kwargs)

    def _getAssertEqualityFunc(self, first, second):
        if type(first) == type(second):
            asserter = self._type_equality_funcs.get(type(first))
            if asserter is not None:
                if isinstance(asserter, str):
                    asserter = getattr(self, asserter)
                return asserter
        return self._baseAssertEqual

    def _baseAssertEqual(self, first, second, msg=None):
        if not first == second:
            standardMsg = "%s != %s" % (safe_repr(first), safe_repr(second))
            raise self.failureException(self._formatMessage(msg, standardMsg))

    def assertEqual(self, first, second, msg=None):
        assertion_func = self._getAssertEqualityFunc(first, second)
        assertion_func(first, second, msg=msg)

    def assertNotEqual(self, first, second, msg=None):
        if not first != second:
            msg = self._formatMessage(msg, "%s == %s" % (safe_repr(first), safe_repr(second)))
            raise self.failureException(msg)

    def assertAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        if first == second:
            return
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if diff <= delta:
                return
            standardMsg = "%s != %s within %s delta (%s difference)" % (
                safe_repr(first), safe_repr(second), safe_repr(delta), safe_repr(diff))
        else:
            if places is None:
                places = 7
            if round(diff, places) == 0:
                return
            standardMsg = "%s != %s within %r places (%s difference)" % (
                safe_repr(first), safe_repr(second), places, safe_repr(diff))
        raise self.failureException(self._formatMessage(msg, standardMsg))

    def assertNotAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if not (first == second) and diff > delta:
                return
            standardMsg = "%s == %s within %s delta (%s difference)" % (
                safe_repr(first), safe_repr(second), safe_repr(delta), safe_repr(diff))
        else:
            if places is None:
                places = 7
            if not (first == second) and round(diff, places) != 0:
                return
            standardMsg = "%s == %s within %r places" % (safe_repr(first), safe_repr(second), places)
        raise self.failureException(self._formatMessage(msg, standardMsg))

    def assertSequenceEqual(self, seq1, seq2, msg=None, seq_type=None):
        if seq_type is not None:
            seq_type_name = seq_type.__name__
            if not isinstance(seq1, seq_type):
                raise self.failureException("First sequence is not a %s: %s" % (seq_type_name, safe_repr(seq1)))
            if not isinstance(seq2, seq_type):
                raise self.failureException("Second sequence is not a %s: %s" % (seq_type_name, safe_repr(seq2)))
        else:
            seq_type_name = "sequence"
        differing = None
        try:
            len1 = len(seq1)
        except (TypeError, NotImplementedError):
            differing = "First %s has no length.    Non-sequence?" % seq_type_name
        if differing is None:
            try:
                len2 = len(seq2)
            except (TypeError, NotImplementedError):
                differing = "Second %s has no length.    Non-sequence?" % seq_type_name
        if differing is None:
            if seq1 == seq2:
                return
            differing = "%ss differ: %s != %s\n" % (
                (seq_type_name.capitalize(),) + common_shorten_repr(seq1, seq2))
            for i in range(min(len1, len2)):
                try:
                    item1 = seq1[i]
                except (TypeError, IndexError, NotImplementedError):
                    differing += "\nUnable to index element %d of first %s\n" % (i, seq_type_name)
                    break
                try:
                    item2 = seq2[i]
                except (TypeError, IndexError, NotImplementedError):
                    differing += "\nUnable to index element %d of second %s\n" % (i, seq_type_name)
                    break
                if item1 != item2:
                    differing += "\nFirst differing element %d:\n%s\n%s\n" % (
                        (i,) + (safe_repr(item1), safe_repr(item2)))
                    break
            else:
                if len1 == len2 and seq_type is None and type(seq1) != type(seq2):
                    return
            if len1 > len2:
                differing += "\nFirst %s contains %d additional elements.\n" % (seq_type_name, len1 - len2)
                try:
                    differing += "First extra element %d:\n%s\n" % (len2, safe_repr(seq1[len2]))
                except (TypeError, IndexError, NotImplementedError):
                    differing += "Unable to index element %d of first %s\n" % (len2, seq_type_name)
            elif len1 < len2:
                differing += "\nSecond %s contains %d additional elements.\n" % (seq_type_name, len2 - len1)
                try:
                    differing += "First extra element %d:\n%s\n" % (len1, safe_repr(seq2[len1]))
                except (TypeError, IndexError, NotImplementedError):
                    differing += "Unable to index element %d of second %s\n" % (len1, seq_type_name)
        standardMsg = self._truncateMessage(differing, self._pformat_diff(seq1, seq2))
        self.fail(self._formatMessage(msg, standardMsg))

    def assertListEqual(self, list1, list2, msg=None):
        self.assertSequenceEqual(list1, list2, msg, seq_type=list)

    def assertTupleEqual(self, tuple1, tuple2, msg=None):
        self.assertSequenceEqual(tuple1, tuple2, msg, seq_type=tuple)

    def assertSetEqual(self, set1, set2, msg=None):
        try:
            difference1 = set1.difference(set2)
        except TypeError as e:
            self.fail("invalid type when attempting set difference: %s" % e)
        except AttributeError as e:
            self.fail("first argument does not support set difference: %s" % e)
        try:
            difference2 = set2.difference(set1)
        except TypeError as e:
            self.fail("invalid type when attempting set difference: %s" % e)
        except AttributeError as e:
            self.fail("second argument does not support set difference: %s" % e)
        if not (difference1 or difference2):
            return
        lines = []
        if difference1:
            lines.append("Items in the first set but not the second:")
            for item in difference1:
                lines.append(repr(item))
        if difference2:
            lines.append("Items in the second set but not the first:")
            for item in difference2:
                lines.append(repr(item))
        self.fail(self._formatMessage(msg, "\n".join(lines)))

    def assertDictEqual(self, d1, d2, msg=None):
        self.assertIsInstance(d1, dict, "First argument is not a dictionary")
        self.assertIsInstance(d2, dict, "Second argument is not a dictionary")
        if d1 != d2:
            standardMsg = "%s != %s" % common_shorten_repr(d1, d2)
            standardMsg = self._truncateMessage(standardMsg, self._pformat_diff(d1, d2))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertMultiLineEqual(self, first, second, msg=None):
        self.assertIsInstance(first, str, "First argument is not a string")
        self.assertIsInstance(second, str, "Second argument is not a string")
        if first != second:
            if len(first) > self._diffThreshold or len(second) > self._diffThreshold:
                self._baseAssertEqual(first, second, msg)
            firstlines = first.splitlines(keepends=True)
            secondlines = second.splitlines(keepends=True)
            if len(firstlines) == 1 and first.strip("\r\n") == first:
                firstlines = [first + "\n"]
                secondlines = [second + "\n"]
            standardMsg = "%s != %s" % common_shorten_repr(first, second)
            diff = "\n" + "".join(difflib.ndiff(firstlines, secondlines))
            self.fail(self._formatMessage(msg, self._truncateMessage(standardMsg, diff)))

    def assertIn(self, member, container, msg=None):
        if member not in container:
            standardMsg = "%s not found in %s" % (safe_repr(member), safe_repr(container))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertNotIn(self, member, container, msg=None):
        if member in container:
            standardMsg = "%s unexpectedly found in %s" % (safe_repr(member), safe_repr(container))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertIs(self, expr1, expr2, msg=None):
        if expr1 is not expr2:
            standardMsg = "%s is not %s" % (safe_repr(expr1), safe_repr(expr2))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertIsNot(self, expr1, expr2, msg=None):
        if expr1 is expr2:
            standardMsg = "unexpectedly identical: %s" % (safe_repr(expr1),)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertIsNone(self, obj, msg=None):
        if obj is not None:
            self.fail(self._formatMessage(msg, "%s is not None" % (safe_repr(obj),)))

    def assertIsNotNone(self, obj, msg=None):
        if obj is None:
            self.fail(self._formatMessage(msg, "unexpectedly None"))

    def assertIsInstance(self, obj, cls, msg=None):
        if not isinstance(obj, cls):
            self.fail(self._formatMessage(msg, "%s is not an instance of %r" % (safe_repr(obj), cls)))

    def assertNotIsInstance(self, obj, cls, msg=None):
        if isinstance(obj, cls):
            self.fail(self._formatMessage(msg, "%s is an instance of %r" % (safe_repr(obj), cls)))

    def assertLess(self, a, b, msg=None):
        if not a < b:
            self.fail(self._formatMessage(msg, "%s not less than %s" % (safe_repr(a), safe_repr(b))))

    def assertLessEqual(self, a, b, msg=None):
        if not a <= b:
            self.fail(self._formatMessage(msg, "%s not less than or equal to %s" % (safe_repr(a), safe_repr(b))))

    def assertGreater(self, a, b, msg=None):
        if not a > b:
            self.fail(self._formatMessage(msg, "%s not greater than %s" % (safe_repr(a), safe_repr(b))))

    def assertGreaterEqual(self, a, b, msg=None):
        if not a >= b:
            self.fail(self._formatMessage(msg, "%s not greater than or equal to %s" % (safe_repr(a), safe_repr(b))))

    def assertCountEqual(self, first, second, msg=None):
        differences = count_differences(first, second)
        if differences:
            standardMsg = "Element counts were not equal:\n"
            lines = ["First has %d, Second has %d:  %r" % diff for diff in differences]
            self.fail(self._formatMessage(msg, standardMsg + "\n".join(lines)))

    def assertRegex(self, text, expected_regex, msg=None):
        if isinstance(expected_regex, (str, bytes)):
            expected_regex = re.compile(expected_regex)
        if not expected_regex.search(text):
            standardMsg = "Regex didn't match: %r not found in %r" % (expected_regex.pattern, text)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertNotRegex(self, text, unexpected_regex, msg=None):
        if isinstance(unexpected_regex, (str, bytes)):
            unexpected_regex = re.compile(unexpected_regex)
        match = unexpected_regex.search(text)
        if match:
            standardMsg = "Regex matched: %r matches %r in %r" % (
                text[match.start():match.end()], unexpected_regex.pattern, text)
            self.fail(self._formatMessage(msg, standardMsg))


class FunctionTestCase(TestCase):
    """A test made of a function (and optional setUp/tearDown functions)."""

    def __init__(self, testFunc, setUp=None, tearDown=None, description=None):
        super().__init__()
        self._setUpFunc = setUp
        self._tearDownFunc = tearDown
        self._testFunc = testFunc
        self._description = description

    def setUp(self):
        if self._setUpFunc is not None:
            self._setUpFunc()

    def tearDown(self):
        if self._tearDownFunc is not None:
            self._tearDownFunc()

    def runTest(self):
        self._testFunc()

    def id(self):
        return self._testFunc.__name__

    def __str__(self):
        return "%s (%s)" % (strclass(self.__class__), self._testFunc.__name__)

    def __repr__(self):
        return "<%s tec=%s>" % (strclass(self.__class__), self._testFunc)

    def shortDescription(self):
        if self._description is not None:
            return self._description
        doc = self._testFunc.__doc__
        return doc and doc.split("\n")[0].strip() or None


class _SubTest(TestCase):
    def __init__(self, test_case, message, params):
        super().__init__()
        self._message = message
        self.test_case = test_case
        self.params = params
        self.failureException = test_case.failureException

    def runTest(self):
        raise NotImplementedError("subtests cannot be run directly")

    def _subDescription(self):
        parts = []
        if self._message is not None:
            parts.append("[{}]".format(self._message))
        if self.params:
            params_desc = ", ".join("{}={!r}".format(k, v) for (k, v) in self.params.items())
            parts.append("({})".format(params_desc))
        return " ".join(parts) or "(<subtest>)"

    def id(self):
        return "{} {}".format(self.test_case.id(), self._subDescription())

    def shortDescription(self):
        return self.test_case.shortDescription()

    def __str__(self):
        return "{} {}".format(self.test_case, self._subDescription())
