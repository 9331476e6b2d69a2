# unittest: a run's report as TextTestRunner writes it (timing and
# 3.11's caret lines taken out), fixtures, skips, subtests, cleanups,
# expected failures, the assert methods' messages, the loader, main.
import io
import re
import sys
import unittest

log = []


def setUpModule():
    log.append("setUpModule")


def tearDownModule():
    log.append("tearDownModule")


class Arith(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        log.append("setUpClass")

    @classmethod
    def tearDownClass(cls):
        log.append("tearDownClass")

    def setUp(self):
        self.n = 2
        self.addCleanup(log.append, "cleanup")

    def tearDown(self):
        log.append("tearDown")

    def test_add(self):
        """Adds two numbers."""
        self.assertEqual(self.n + 2, 4)

    def test_fail(self):
        self.assertEqual(self.n, 3)

    def test_error(self):
        {}["missing"]

    @unittest.skip("not today")
    def test_skipped(self):
        pass

    @unittest.skipIf(True, "condition")
    def test_skip_if(self):
        pass

    @unittest.expectedFailure
    def test_expected(self):
        self.assertTrue(False)

    @unittest.expectedFailure
    def test_unexpected(self):
        pass

    def test_subtests(self):
        for i in range(4):
            with self.subTest(i=i):
                self.assertLess(i, 2)

    def test_raises(self):
        with self.assertRaises(ValueError) as cm:
            int("x")
        self.assertIn("invalid literal", str(cm.exception))
        self.assertRaises(ZeroDivisionError, lambda: 1 / 0)
        with self.assertRaisesRegex(KeyError, "k"):
            raise KeyError("k")

    def test_not_raised(self):
        with self.assertRaises(TypeError):
            pass


@unittest.skip("whole class")
class Skipped(unittest.TestCase):
    def test_never(self):
        raise AssertionError("never runs")


def messages():
    t = unittest.TestCase()
    checks = [
        lambda: t.assertTrue(0), lambda: t.assertFalse([1]), lambda: t.assertEqual(1, 2, "why"),
        lambda: t.assertNotEqual(1, 1), lambda: t.assertIs(None, 0), lambda: t.assertIsNot(t, t),
        lambda: t.assertIsNone(5), lambda: t.assertIsNotNone(None), lambda: t.assertIn(3, [1]),
        lambda: t.assertNotIn(1, [1]), lambda: t.assertIsInstance(1, str),
        lambda: t.assertNotIsInstance(1, int), lambda: t.assertGreater(1, 2),
        lambda: t.assertGreaterEqual(1, 2), lambda: t.assertLess(2, 1), lambda: t.assertLessEqual(2, 1),
        lambda: t.assertAlmostEqual(1.0, 1.1), lambda: t.assertAlmostEqual(1, 2, delta=0.5),
        lambda: t.assertNotAlmostEqual(1.0, 1.0 + 1e-9), lambda: t.assertRegex("abc", "x+"),
        lambda: t.assertNotRegex("abc", "b"), lambda: t.assertCountEqual([1, 1, 2], [1, 2, 2]),
        lambda: t.assertSetEqual({1, 2}, {2, 3}), lambda: t.assertDictEqual({}, []),
        lambda: t.assertRaises(ValueError, int, "5"), lambda: t.fail("plain"),
        lambda: t.assertSequenceEqual((1, 2), [1, 2], seq_type=tuple),
        lambda: t.assertEqual([1, 2, 3], [1, 2, 4]), lambda: t.assertEqual((1,), (1, 2)),
        lambda: t.assertEqual({"a": 1, "b": [1, 2]}, {"a": 1, "b": [1, 3]}),
        lambda: t.assertEqual("one\ntwo\nthree\n", "one\ntoo\nthree\n"),
        lambda: t.assertEqual("abc", "abd", "why"), lambda: t.assertEqual(list(range(100)), list(range(99))),
        lambda: t.assertEqual("x" * 100 + "a", "x" * 100 + "b"),
        lambda: t.assertEqual(["long element %d" % i for i in range(30)], ["long element %d" % i for i in range(31)]),
    ]
    for check in checks:
        try:
            check()
            print("no failure")
        except AssertionError as e:
            print(repr(str(e)))


def report(suite, verbosity):
    out = io.StringIO()
    result = unittest.TextTestRunner(stream=out, verbosity=verbosity).run(suite)
    print(clean(out.getvalue()))
    return result


def clean(text):
    text = re.sub(r"Ran (\d+) tests? in [0-9.]+s", r"Ran \1 tests", text)
    text = "\n".join(l for l in text.split("\n") if not re.fullmatch(r"\s*[\^~]+\s*", l))
    return text.replace(__file__, "FILE")


loader = unittest.TestLoader()
print(loader.getTestCaseNames(Arith))
suite = unittest.TestSuite([loader.loadTestsFromTestCase(Arith), loader.loadTestsFromTestCase(Skipped)])
print(suite.countTestCases())
result = report(suite, 1)
print(result.testsRun, len(result.failures), len(result.errors), len(result.skipped),
      len(result.expectedFailures), len(result.unexpectedSuccesses), result.wasSuccessful())
print(log)
report(unittest.TestSuite([Arith("test_add"), Arith("test_fail"), Arith("test_subtests")]), 2)
messages()
print(Arith("test_add").id(), str(Arith("test_add")), repr(Arith("test_add")))
print(Arith("test_add").shortDescription(), Arith("test_fail").shortDescription())
try:
    Arith("test_nope")
except ValueError as e:
    print("ValueError", e)


def run_main(argv, **kw):
    out = io.StringIO()
    try:
        unittest.main(argv=argv, testRunner=unittest.TextTestRunner(stream=out), **kw)
    except SystemExit as e:
        print("exit", e.code)
    print(clean(out.getvalue()))


run_main(["prog", "-q", "Arith.test_add"])
run_main(["prog", "-k", "fail"], exit=False)
run_main(["prog", "-q", "-f", "Arith"])
