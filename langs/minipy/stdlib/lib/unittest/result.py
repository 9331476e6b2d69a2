"""TestResult: what a run counted (errors, failures, skips...), with
each error's traceback as text, unittest's own frames left out."""

__unittest = True

import traceback


class TestResult:
    _previousTestClass = None
    _testRunEntered = False
    _moduleSetUpFailed = False

    def __init__(self, stream=None, descriptions=None, verbosity=None):
        self.failfast = False
        self.failures = []
        self.errors = []
        self.testsRun = 0
        self.skipped = []
        self.expectedFailures = []
        self.unexpectedSuccesses = []
        self.collectedDurations = []
        self.shouldStop = False
        self.buffer = False
        self.tb_locals = False

    def printErrors(self):
        pass

    def startTest(self, test):
        self.testsRun += 1

    def startTestRun(self):
        pass

    def stopTest(self, test):
        pass

    def stopTestRun(self):
        pass

    def addError(self, test, err):
        self.errors.append((test, self._exc_info_to_string(err, test)))
        if self.failfast:
            self.stop()

    def addFailure(self, test, err):
        self.failures.append((test, self._exc_info_to_string(err, test)))
        if self.failfast:
            self.stop()

    def addSubTest(self, test, subtest, err):
        if err is not None:
            if self.failfast:
                self.stop()
            if issubclass(err[0], test.failureException):
                errors = self.failures
            else:
                errors = self.errors
            errors.append((subtest, self._exc_info_to_string(err, test)))

    def addSuccess(self, test):
        pass

    def addSkip(self, test, reason):
        self.skipped.append((test, reason))

    def addExpectedFailure(self, test, err):
        self.expectedFailures.append((test, self._exc_info_to_string(err, test)))

    def addUnexpectedSuccess(self, test):
        self.unexpectedSuccesses.append(test)

    def wasSuccessful(self):
        return (len(self.failures) == len(self.errors) == 0
                and (not hasattr(self, "unexpectedSuccesses") or len(self.unexpectedSuccesses) == 0))

    def stop(self):
        self.shouldStop = True

    def _exc_info_to_string(self, err, test):
        exctype, value, tb = err
        # leave out unittest's frames: those before the test's own code,
        # and for a failure those of the assert method that raised it
        while tb is not None and "__unittest" in tb.tb_frame.f_globals:
            tb = tb.tb_next
        length = None
        if exctype is test.failureException:
            length = 0
            t = tb
            while t is not None and "__unittest" not in t.tb_frame.f_globals:
                length += 1
                t = t.tb_next
        return "".join(traceback.format_exception(exctype, value, tb, limit=length))

    def __repr__(self):
        return "<%s.%s run=%i errors=%i failures=%i>" % (
            type(self).__module__, type(self).__qualname__, self.testsRun,
            len(self.errors), len(self.failures))
