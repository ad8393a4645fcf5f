"""Tests of the BenchExec tool-info module spindle.py without a BenchExec installation.

BenchExec is not on PyPI-less machines, so the few names the module uses are stood in for by a
minimal stand-in package written to a temporary directory: the result constants with BenchExec's
values, and BaseTool2 with its Task/ResourceLimits/Run tuples. Run: python3 test_spindle.py
(the Maven test BenchexecToolInfoTest runs it when python3 is there).
"""

import collections
import importlib.util
import os
import sys
import tempfile
import textwrap
import unittest

_STUB = {
    "benchexec/__init__.py": "class BenchExecException(Exception):\n    pass\n",
    "benchexec/result.py": textwrap.dedent(
        """
        RESULT_TRUE_PROP = "true"
        RESULT_FALSE_REACH = "false(unreach-call)"
        RESULT_FALSE_DATARACE = "false(no-data-race)"
        RESULT_UNKNOWN = "unknown"
        RESULT_ERROR = "ERROR"
        """
    ),
    "benchexec/tools/__init__.py": "",
    "benchexec/tools/template.py": textwrap.dedent(
        """
        import collections
        import benchexec

        class UnsupportedFeatureException(benchexec.BenchExecException):
            pass

        class BaseTool2:
            REQUIRED_PATHS = []

            @staticmethod
            def _version_from_tool(executable, arg="--version", use_stderr=False,
                                   ignore_stderr=False, line_prefix=None):
                return "spindle-version-from-" + executable

            class Task(collections.namedtuple(
                    "Task", ["input_files_or_empty", "identifier", "property_file", "options"])):
                @property
                def single_input_file(self):
                    assert len(self.input_files_or_empty) == 1
                    return self.input_files_or_empty[0]

            class ResourceLimits(collections.namedtuple(
                    "ResourceLimits", ["cputime", "cputime_hard", "walltime", "memory", "cpu_cores"])):
                pass
        """
    ),
}

ExitCode = collections.namedtuple("ExitCode", ["value", "signal"])
Run = collections.namedtuple("Run", ["cmdline", "exit_code", "output", "termination_reason"])


def load_module():
    stub_dir = tempfile.mkdtemp(prefix="benchexec-stub-")
    for rel, text in _STUB.items():
        path = os.path.join(stub_dir, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    sys.path.insert(0, stub_dir)
    here = os.path.dirname(os.path.abspath(__file__))
    spec = importlib.util.spec_from_file_location("spindle_toolinfo", os.path.join(here, "spindle.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


MODULE = load_module()
import benchexec.result as result  # noqa: E402  (the stand-in, loaded above)
import benchexec.tools.template as template  # noqa: E402


def task(options=None, prp="../properties/unreach-call.prp"):
    return template.BaseTool2.Task(("pthread/a.i",), None, prp, options)


def limits(cputime=None, walltime=None):
    return template.BaseTool2.ResourceLimits(cputime, cputime, walltime, None, None)


class CmdlineTest(unittest.TestCase):
    def setUp(self):
        self.tool = MODULE.Tool()

    def test_property_data_model_timeout_and_file(self):
        cmd = self.tool.cmdline("./spindle", [], task({"language": "C", "data_model": "ILP32"}), limits(60))
        self.assertEqual(
            cmd,
            ["./spindle", "svcomp", "--prop", "../properties/unreach-call.prp",
             "--data-model", "ILP32", "--timeout", "55", "pthread/a.i"],
        )

    def test_user_options_win(self):
        cmd = self.tool.cmdline("./spindle", ["--timeout", "10", "--data-model", "LP64"],
                                task({"language": "C", "data_model": "ILP32"}), limits(60))
        self.assertEqual(cmd.count("--timeout"), 1)
        self.assertEqual(cmd.count("--data-model"), 1)
        self.assertIn("LP64", cmd)

    def test_format_1_task_without_options(self):
        cmd = self.tool.cmdline("./spindle", [], task(None), limits())
        self.assertEqual(cmd, ["./spindle", "svcomp", "--prop", "../properties/unreach-call.prp", "pthread/a.i"])

    def test_unknown_data_model_is_unsupported(self):
        with self.assertRaises(template.UnsupportedFeatureException):
            self.tool.cmdline("./spindle", [], task({"language": "C", "data_model": "ILP16"}), limits())

    def test_version_ignores_build_messages(self):
        self.assertEqual(self.tool.version("x"), "spindle-version-from-x")


class ResultTest(unittest.TestCase):
    def setUp(self):
        self.tool = MODULE.Tool()

    def run_with(self, lines, code=0):
        return self.tool.determine_result(Run([], ExitCode(code, None), lines, None))

    def test_verdicts(self):
        self.assertEqual(self.run_with(["ART nodes: 3", "Verdict: TRUE"]), result.RESULT_TRUE_PROP)
        self.assertEqual(self.run_with(["step ...", "Verdict: FALSE(unreach-call)"]), result.RESULT_FALSE_REACH)
        self.assertEqual(self.run_with(["Verdict: FALSE(no-data-race)"]), result.RESULT_FALSE_DATARACE)
        self.assertEqual(self.run_with(["Verdict: UNKNOWN (timeout after 60 s)"]), result.RESULT_UNKNOWN)

    def test_the_last_verdict_line_counts(self):
        self.assertEqual(self.run_with(["Verdict: TRUE", "Verdict: UNKNOWN (x)"]), result.RESULT_UNKNOWN)

    def test_errors(self):
        self.assertTrue(self.run_with(["a.i:1:1: error: bad"], code=2).startswith(result.RESULT_ERROR))
        self.assertEqual(self.run_with(["spindle: internal error"], code=1), result.RESULT_ERROR)
        self.assertEqual(self.run_with(["no verdict here"]), result.RESULT_ERROR)
        self.assertEqual(self.run_with(["Verdict: MAYBE"]), result.RESULT_ERROR + " (unreadable verdict)")
        # a killed run (signal, no exit value) without a verdict is an error, never an answer
        self.assertEqual(self.tool.determine_result(Run([], ExitCode(None, 9), [], "cputime")), result.RESULT_ERROR)


if __name__ == "__main__":
    unittest.main()
