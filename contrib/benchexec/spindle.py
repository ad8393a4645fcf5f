# BenchExec tool-info module for Spindle, a model checker for multi-threaded C programs.
#
# Install: put this file where BenchExec finds tool-info modules, e.g. copy it into
# benchexec/tools/ of a BenchExec checkout, or put its directory on PYTHONPATH and name the tool
# as a module path in the benchmark definition (tool="spindle" needs benchexec.tools.spindle;
# tool=".spindle" with this directory on PYTHONPATH loads it as a top-level module).
#
# Spindle answers SV-COMP questions with `spindle svcomp --prop FILE.prp TASK`; its last output
# line is the verdict: "Verdict: TRUE", "Verdict: FALSE(unreach-call)",
# "Verdict: FALSE(no-data-race)" or "Verdict: UNKNOWN (reason)". Exit code 0 for every verdict,
# 2 for bad input, 1 for an internal error. Witnesses go to witness.graphml and witness.yml in
# the working directory (collect them with <resultfiles>).

import benchexec.result as result
import benchexec.tools.template

_VERDICTS = {
    "TRUE": result.RESULT_TRUE_PROP,
    "FALSE(unreach-call)": result.RESULT_FALSE_REACH,
    "FALSE(no-data-race)": result.RESULT_FALSE_DATARACE,
}

_DATA_MODELS = ("ILP32", "LP64")


class Tool(benchexec.tools.template.BaseTool2):
    """Tool info for Spindle (https://example.invalid/spindle is not published yet; see README)."""

    # what a cloud run needs: the launcher builds nothing when the jar is newer than the sources,
    # and there are no sources in a transported copy
    REQUIRED_PATHS = ["spindle", "target/spindle.jar"]

    def executable(self, tool_locator):
        return tool_locator.find_executable("spindle")

    def name(self):
        return "Spindle"

    def version(self, executable):
        # the launcher may say on stderr that it builds the jar first; the version is stdout alone
        return self._version_from_tool(executable, ignore_stderr=True)

    def cmdline(self, executable, options, task, rlimits):
        cmd = [executable, "svcomp", *options]
        if task.property_file and "--prop" not in options:
            cmd += ["--prop", task.property_file]
        data_model = None
        if isinstance(task.options, dict) and task.options.get("language", "C") == "C":
            data_model = task.options.get("data_model")
        if data_model is not None and "--data-model" not in options:
            if data_model not in _DATA_MODELS:
                raise benchexec.tools.template.UnsupportedFeatureException(
                    f"Unsupported data_model '{data_model}' of task {task}"
                )
            cmd += ["--data-model", data_model]
        if "--timeout" not in options:
            limit = rlimits.cputime or rlimits.walltime
            if limit:
                # Spindle counts wall time from the JVM start and stops on its own; the margin
                # leaves it time to print its verdict and witnesses before BenchExec kills it
                cmd += ["--timeout", str(max(1, int(limit) - 5))]
        return cmd + [task.single_input_file]

    def determine_result(self, run):
        verdict = None
        for line in run.output:
            line = line.strip()
            if line.startswith("Verdict:"):
                verdict = line[len("Verdict:"):].strip()
        if run.exit_code.value == 2:
            return result.RESULT_ERROR + " (invalid input)"
        if run.exit_code.value not in (0, None) or verdict is None:
            return result.RESULT_ERROR
        if verdict in _VERDICTS:
            return _VERDICTS[verdict]
        if verdict.startswith("UNKNOWN"):
            return result.RESULT_UNKNOWN
        return result.RESULT_ERROR + " (unreadable verdict)"
