"""Runs action.yml's steps as a GitHub runner runs a composite action's, in a checkout of the
action, and checks what the action promises: KEYBOARDD_BINARY names a keyboardd that runs,
keyboardd is on the job's PATH, and its man page is installed and renders. scripts/test-action
makes the fresh clone and calls this.

What a runner does, and so this does, for each step in order:
- `run:` with `shell: bash` as `bash --noprofile --norc -eo pipefail {0}`, {0} a file holding the
  script; in `working-directory` (default: the workspace); with fresh GITHUB_OUTPUT, GITHUB_ENV
  and GITHUB_PATH files whose contents the next steps see (steps.ID.outputs.NAME, the job's
  environment, PATH's front), and RUNNER_TEMP, GITHUB_ACTION_PATH, RUNNER_OS, RUNNER_ARCH, CI;
- `${{ }}` expressions filled from the inputs (their defaults, or --input NAME=VALUE),
  github.action_path, runner.os and runner.arch, and earlier steps' outputs; `if:` evaluated
  (comparisons of strings ignore case, as GitHub's do);
- `uses:` steps are not run (actions/cache: a runner's cache; here every run is a runner's first,
  with nothing to restore), and say so.
An expression this does not know is an error: action.yml has changed in a way this must learn.

Reference: GitHub's "Metadata syntax for GitHub Actions" (runs for composite actions, inputs,
outputs), "Workflow syntax" (jobs.<job_id>.steps[*].shell: bash is `bash --noprofile --norc -eo
pipefail {0}`), "Workflow commands" (GITHUB_OUTPUT, GITHUB_ENV with its NAME<<DELIMITER form,
GITHUB_PATH) and "Evaluate expressions" (operators, case-insensitive string comparison).

    python test-action.py --action DIR --work DIR [--input NAME=VALUE]... [--then SCRIPT]...
"""
from __future__ import annotations

import argparse
import os
import platform
import re
import subprocess
import sys
from typing import Dict, List, Optional

import yaml

BASH = ["bash", "--noprofile", "--norc", "-eo", "pipefail"]
# A runner's PATH before any step: no Swift on it, the system's python3 (on a current Ubuntu
# image, one that refuses `pip install`, PEP 668). The action's first step finds the toolchain.
RUNNER_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"


class ActionError(Exception):
    pass


class Expressions:
    """The part of GitHub's expression language action.yml uses: property paths (inputs.NAME,
    github.action_path, runner.os, runner.arch, steps.ID.outputs.NAME), string literals, true and
    false, ==, != (strings compared ignoring case), && and ||, and parentheses."""

    TOKEN = re.compile(r"\s*(?:(?P<string>'(?:[^']|'')*')|(?P<op>==|!=|&&|\|\||\(|\))|"
                       r"(?P<path>[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z_][A-Za-z0-9_-]*)*))")

    def __init__(self, contexts: Dict[str, Dict]) -> None:
        self.contexts = contexts

    def fill(self, text: str) -> str:
        """Every ${{ expression }} in ``text`` replaced by its value as a string."""
        return re.sub(r"\$\{\{(.*?)\}\}", lambda m: self.string(self.evaluate(m.group(1))), text)

    @staticmethod
    def string(value: object) -> str:
        if isinstance(value, bool):
            return "true" if value else "false"
        return "" if value is None else str(value)

    def evaluate(self, expression: str) -> object:
        tokens = self._tokens(expression.strip())
        value, rest = self._or(tokens)
        if rest:
            raise ActionError("cannot evaluate %r: unexpected %r" % (expression, rest[0][1]))
        return value

    def _tokens(self, expression: str) -> List[tuple]:
        tokens, index = [], 0
        while index < len(expression):
            match = self.TOKEN.match(expression, index)
            if not match or match.end() == index:
                raise ActionError("cannot evaluate %r: this runner knows paths, 'strings', ==, !=, &&, || "
                                  "(near %r)" % (expression, expression[index:]))
            kind = match.lastgroup
            tokens.append((kind, match.group(kind)))
            index = match.end()
            while index < len(expression) and expression[index].isspace():
                index += 1
        return tokens

    def _or(self, tokens):
        value, tokens = self._and(tokens)
        while tokens and tokens[0] == ("op", "||"):
            right, tokens = self._and(tokens[1:])
            value = value if self.truthy(value) else right
        return value, tokens

    def _and(self, tokens):
        value, tokens = self._comparison(tokens)
        while tokens and tokens[0] == ("op", "&&"):
            right, tokens = self._comparison(tokens[1:])
            value = right if self.truthy(value) else value
        return value, tokens

    def _comparison(self, tokens):
        left, tokens = self._primary(tokens)
        if tokens and tokens[0] in (("op", "=="), ("op", "!=")):
            operator = tokens[0][1]
            right, tokens = self._primary(tokens[1:])
            equal = self.string(left).lower() == self.string(right).lower()
            return equal if operator == "==" else not equal, tokens
        return left, tokens

    def _primary(self, tokens):
        if not tokens:
            raise ActionError("an expression ends too early")
        (kind, text), rest = tokens[0], tokens[1:]
        if (kind, text) == ("op", "("):
            value, rest = self._or(rest)
            if not rest or rest[0] != ("op", ")"):
                raise ActionError("a ( without its )")
            return value, rest[1:]
        if kind == "string":
            return text[1:-1].replace("''", "'"), rest
        if kind == "path":
            if text in ("true", "false"):
                return text == "true", rest
            return self._lookup(text), rest
        raise ActionError("unexpected %r" % text)

    def _lookup(self, path: str) -> object:
        value: object = self.contexts
        for part in path.split("."):
            if not isinstance(value, dict) or part not in value:
                if path.startswith("steps."):
                    return ""   # an output a step did not set (or a step that was skipped): empty, as on GitHub
                raise ActionError("%s: this runner has no such context or property" % path)
            value = value[part]
        return value

    @staticmethod
    def truthy(value: object) -> bool:
        """GitHub's: false, 0, '' and null are false; every other string, 'false' too, is true
        (so `if: inputs.flag` with a 'false' input runs the step, on GitHub and here alike)."""
        return value not in (False, None, "", 0)


def read_file_commands(path: str) -> Dict[str, str]:
    """NAME=VALUE lines, and NAME<<DELIMITER ... DELIMITER blocks (GITHUB_OUTPUT, GITHUB_ENV)."""
    values: Dict[str, str] = {}
    with open(path) as file:
        lines = file.read().splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if not line:
            continue
        heredoc = re.match(r"^([^=<]+)<<(.+)$", line)
        if heredoc:
            name, delimiter, body = heredoc.group(1), heredoc.group(2), []
            while index < len(lines) and lines[index] != delimiter:
                body.append(lines[index])
                index += 1
            if index == len(lines):
                raise ActionError("%s: %s<<%s has no closing %s" % (path, name, delimiter, delimiter))
            index += 1
            values[name] = "\n".join(body)
        elif "=" in line:
            name, value = line.split("=", 1)
            values[name] = value
        else:
            raise ActionError("%s: %r is neither NAME=VALUE nor NAME<<DELIMITER" % (path, line))
    return values


class Runner:
    def __init__(self, action: str, work: str, inputs: Dict[str, str]) -> None:
        self.action = os.path.abspath(action)
        self.work = os.path.abspath(work)
        with open(os.path.join(self.action, "action.yml")) as file:
            self.metadata = yaml.safe_load(file)
        if self.metadata.get("runs", {}).get("using") != "composite":
            raise ActionError("action.yml: runs.using is not composite")
        declared = self.metadata.get("inputs") or {}
        unknown = set(inputs) - set(declared)
        if unknown:
            raise ActionError("no such input: %s (action.yml has %s)" % (", ".join(sorted(unknown)), ", ".join(declared)))
        self.inputs = {name: str(spec.get("default", "")) for name, spec in declared.items()}
        self.inputs.update(inputs)
        self.temp = os.path.join(self.work, "runner-temp")
        self.workspace = os.path.join(self.work, "workspace")
        for directory in (self.temp, self.workspace):
            os.makedirs(directory, exist_ok=True)
        arch = {"x86_64": "X64", "aarch64": "ARM64", "arm64": "ARM64"}.get(platform.machine(), platform.machine())
        self.runner = {"os": "Linux", "arch": arch, "temp": self.temp}
        self.steps: Dict[str, Dict] = {}
        self.path_front: List[str] = []   # GITHUB_PATH's lines, newest first
        self.env: Dict[str, str] = {
            "HOME": os.environ.get("HOME", "/root"), "LANG": "C.UTF-8", "PATH": RUNNER_PATH, "CI": "true",
            "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": self.workspace, "RUNNER_TEMP": self.temp,
            "RUNNER_OS": self.runner["os"], "RUNNER_ARCH": self.runner["arch"],
        }
        self.counter = 0

    def expressions(self) -> Expressions:
        return Expressions({"inputs": self.inputs, "github": {"action_path": self.action, "workspace": self.workspace},
                            "runner": self.runner, "steps": self.steps})

    def job_env(self) -> Dict[str, str]:
        env = dict(self.env)
        env["PATH"] = ":".join(self.path_front + [self.env["PATH"]])
        return env

    def run_script(self, name: str, script: str, shell: str = "bash", directory: Optional[str] = None,
                   step_env: Optional[Dict[str, str]] = None, extra_env: Optional[Dict[str, str]] = None) -> Dict[str, str]:
        """One `run:` step; returns what it wrote to GITHUB_OUTPUT. Its GITHUB_ENV and GITHUB_PATH
        apply to the steps after it."""
        if shell != "bash":
            raise ActionError("step %r: shell %r; this runner runs bash steps (a composite action's run: steps "
                              "must name their shell)" % (name, shell))
        self.counter += 1
        files = {kind: os.path.join(self.temp, "_%s_%d" % (kind.lower(), self.counter))
                 for kind in ("GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH")}
        for path in files.values():
            open(path, "w").close()
        script_path = os.path.join(self.temp, "step_%d.sh" % self.counter)
        with open(script_path, "w") as file:
            file.write(script)
        env = self.job_env()
        env.update(extra_env or {})
        env.update(step_env or {})
        env.update(files)
        cwd = directory or self.workspace
        print("::group::%s   (bash --noprofile --norc -eo pipefail, in %s)" % (name, cwd), flush=True)
        status = subprocess.run(BASH + [script_path], cwd=cwd, env=env, stdin=subprocess.DEVNULL).returncode
        print("::endgroup::", flush=True)
        if status != 0:
            raise ActionError("step %r exited with status %d" % (name, status))
        self.env.update(read_file_commands(files["GITHUB_ENV"]))
        with open(files["GITHUB_PATH"]) as file:
            for line in file.read().splitlines():
                if line:
                    self.path_front.insert(0, line)
        return read_file_commands(files["GITHUB_OUTPUT"])

    def run(self) -> Dict[str, str]:
        """Every step of the action; returns the action's outputs."""
        for index, step in enumerate(self.metadata["runs"]["steps"]):
            expressions = self.expressions()
            name = step.get("name") or step.get("id") or "step %d" % (index + 1)
            condition = step.get("if")
            if condition is not None:   # with or without ${{ }}, as GitHub allows in if:
                condition = str(condition).strip()
                text = re.sub(r"^\$\{\{(.*)\}\}$", r"\1", condition, flags=re.S)
                if not Expressions.truthy(expressions.evaluate(text)):
                    print("-- %s: skipped (if: %s)" % (name, condition), flush=True)
                    continue
            if "uses" in step:
                with_values = {k: expressions.fill(str(v)) for k, v in (step.get("with") or {}).items()}
                print("-- %s: not run (uses: %s, with %s): the runner's own action; here nothing is restored, "
                      "as on a runner's first run" % (name, step["uses"], with_values), flush=True)
                continue
            if "run" not in step:
                raise ActionError("step %r has neither run: nor uses:" % name)
            directory = step.get("working-directory")
            outputs = self.run_script(
                name, expressions.fill(step["run"]), shell=step.get("shell", ""),
                directory=expressions.fill(directory) if directory else None,
                step_env={k: expressions.fill(str(v)) for k, v in (step.get("env") or {}).items()},
                extra_env={"GITHUB_ACTION_PATH": self.action})
            if "id" in step:
                self.steps[step["id"]] = {"outputs": outputs}
        expressions = self.expressions()
        return {name: expressions.fill(str(spec.get("value", "")))
                for name, spec in (self.metadata.get("outputs") or {}).items()}


def check(runner: Runner, outputs: Dict[str, str]) -> List[str]:
    """What the action promises the job's later steps; the failures."""
    failures = []
    env = runner.job_env()
    binary = env.get("KEYBOARDD_BINARY", "")
    if not binary:
        return ["KEYBOARDD_BINARY is not set for the job's later steps (GITHUB_ENV)"]
    if outputs.get("keyboardd-binary") != binary:
        failures.append("output keyboardd-binary %r is not KEYBOARDD_BINARY %r" % (outputs.get("keyboardd-binary"), binary))
    for arguments in ([binary, "--version"], [binary, "--help"]):
        ran = subprocess.run(arguments, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True)
        if ran.returncode != 0:
            failures.append("%s exited with %d: %s" % (" ".join(arguments), ran.returncode, ran.stderr.strip()))
        else:
            print("%s: %s" % (" ".join(arguments), ran.stdout.strip().splitlines()[0]), flush=True)
    page = os.path.join(outputs.get("prefix", ""), "share", "man", "man1", "keyboardd.1")
    rendered = subprocess.run(["man", "-P", "cat", "-l", page], env=env, capture_output=True, text=True)
    if rendered.returncode != 0 or "KEYBOARDD(1)" not in rendered.stdout:
        failures.append("man -l %s exited with %d: %s" % (page, rendered.returncode, rendered.stderr.strip()))
    on_path = subprocess.run(BASH + ["-c", "command -v keyboardd"], env=env, capture_output=True, text=True).stdout.strip()
    if os.path.realpath(on_path or "/nonexistent") != os.path.realpath(binary):
        failures.append("keyboardd on the job's PATH is %r, not KEYBOARDD_BINARY's %r" % (on_path, binary))
    return failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--action", required=True, help="the checkout holding action.yml")
    parser.add_argument("--work", required=True, help="a directory for RUNNER_TEMP and the workspace")
    parser.add_argument("--input", action="append", default=[], metavar="NAME=VALUE", help="an input (else its default)")
    parser.add_argument("--then", action="append", default=[], metavar="SCRIPT",
                        help="a step of the job after the action, run as a run: step is")
    arguments = parser.parse_args()
    try:
        inputs = dict(item.split("=", 1) for item in arguments.input)
        runner = Runner(arguments.action, arguments.work, inputs)
        print("inputs: %s" % runner.inputs, flush=True)
        outputs = runner.run()
        print("outputs: %s" % outputs, flush=True)
        failures = check(runner, outputs)
        for index, script in enumerate(arguments.then):
            runner.run_script("the job's step %d after the action" % (index + 1), script)
    except (ActionError, OSError, yaml.YAMLError) as error:
        print("test-action: %s" % error, file=sys.stderr)
        return 1
    for failure in failures:
        print("test-action: %s" % failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
