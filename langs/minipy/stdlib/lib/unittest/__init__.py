"""Unit testing as CPython 3.11's unittest does it, for what test files
use: TestCase with its assert methods, setUp/tearDown (and the class
and module fixtures), cleanups, subTest, skips and expected failures,
TestSuite, TestLoader, TestResult, TextTestRunner (its output as
CPython writes it, on sys.stderr) and main (with -v, -q, -f, -k and test
names on the command line).

Not provided: unittest.mock, test discovery in directories
(`python -m unittest discover`), and IsolatedAsyncioTestCase."""

__unittest = True

from unittest.case import (TestCase, FunctionTestCase, SkipTest, skip, skipIf,
                           skipUnless, expectedFailure, addModuleCleanup,
                           doModuleCleanups)
from unittest.suite import TestSuite
from unittest.loader import TestLoader, defaultTestLoader, getTestCaseNames, makeSuite, findTestCases
from unittest.result import TestResult
from unittest.runner import TextTestRunner, TextTestResult
from unittest.main import TestProgram, main

__all__ = ["TestResult", "TestCase", "TestSuite", "TextTestRunner", "TestLoader",
           "FunctionTestCase", "main", "defaultTestLoader", "SkipTest", "skip",
           "skipIf", "skipUnless", "expectedFailure", "TextTestResult",
           "addModuleCleanup", "doModuleCleanups", "getTestCaseNames",
           "makeSuite", "findTestCases", "TestProgram"]
