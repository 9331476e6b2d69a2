"""unittest.main: loads the tests of a module (or those named on the
command line), runs them with TextTestRunner and exits with status 1
when any failed."""

__unittest = True

import sys

from unittest import loader, runner

_USAGE = """\
usage: %(prog)s [-h] [-v] [-q] [--locals] [-f] [-c] [-b] [-k TESTNAMEPATTERNS] [tests ...]

positional arguments:
  tests                a list of any number of test modules, classes and test
                       methods.

options:
  -h, --help           show this help message and exit
  -v, --verbose        Verbose output
  -q, --quiet          Quiet output
  --locals             Show local variables in tracebacks
  -f, --failfast       Stop on first fail or error
  -c, --catch          Catch Ctrl-C and display results so far
  -b, --buffer         Buffer stdout and stderr during tests
  -k TESTNAMEPATTERNS  Only run tests which match the given substring
"""


class TestProgram:
    def __init__(self, module="__main__", defaultTest=None, argv=None, testRunner=None,
                 testLoader=loader.defaultTestLoader, exit=True, verbosity=1, failfast=None,
                 catchbreak=None, buffer=None, warnings=None, *, tb_locals=False):
        if isinstance(module, str):
            self.module = __import__(module)
            for part in module.split(".")[1:]:
                self.module = getattr(self.module, part)
        else:
            self.module = module
        if argv is None:
            argv = sys.argv
        self.exit = exit
        self.failfast = failfast
        self.catchbreak = catchbreak
        self.verbosity = verbosity
        self.buffer = buffer
        self.tb_locals = tb_locals
        if warnings is None and hasattr(sys, "warnoptions") and not sys.warnoptions:
            warnings = "default"  # CPython's default, unless -W options were given
        self.warnings = warnings
        self.defaultTest = defaultTest
        self.testRunner = testRunner
        self.testLoader = testLoader
        self.progName = argv[0].rsplit("/", 1)[-1] if argv else "python -m unittest"
        self.testNamePatterns = None
        self.parseArgs(argv)
        self.runTests()

    def usageExit(self, msg=None):
        if msg:
            print(msg)
        print(_USAGE % {"prog": self.progName})
        sys.exit(2)

    def parseArgs(self, argv):
        names = []
        args = list(argv[1:])
        patterns = []
        while args:
            a = args.pop(0)
            if a in ("-h", "--help"):
                self.usageExit()
            elif a in ("-v", "--verbose"):
                self.verbosity = 2
            elif a in ("-q", "--quiet"):
                self.verbosity = 0
            elif a in ("-f", "--failfast"):
                self.failfast = True
            elif a in ("-c", "--catch", "-b", "--buffer", "--locals"):
                pass
            elif a == "-k" or a.startswith("-k"):
                p = a[2:] if len(a) > 2 else (args.pop(0) if args else None)
                if p is None:
                    self.usageExit("error: argument -k: expected one argument")
                patterns.append(p if "*" in p else "*%s*" % p)
            elif a.startswith("-"):
                self.usageExit("error: unrecognized arguments: %s" % a)
            else:
                names.append(a)
        if patterns:
            self.testNamePatterns = patterns
        if names:
            self.testNames = names
        elif self.defaultTest is None:
            self.testNames = None
        elif isinstance(self.defaultTest, str):
            self.testNames = (self.defaultTest,)
        else:
            self.testNames = list(self.defaultTest)
        self.createTests()

    def createTests(self):
        if self.testNamePatterns:
            self.testLoader.testNamePatterns = self.testNamePatterns
        if self.testNames is None:
            self.test = self.testLoader.loadTestsFromModule(self.module)
        else:
            self.test = self.testLoader.loadTestsFromNames(self.testNames, self.module)

    def runTests(self):
        testRunner = self.testRunner
        if testRunner is None:
            testRunner = runner.TextTestRunner
        if isinstance(testRunner, type):
            testRunner = testRunner(verbosity=self.verbosity, failfast=self.failfast,
                                    buffer=self.buffer, warnings=self.warnings,
                                    tb_locals=self.tb_locals)
        self.result = testRunner.run(self.test)
        if self.exit:
            sys.exit(not self.result.wasSuccessful())


main = TestProgram
