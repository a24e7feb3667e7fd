"""FileCheck-style matching of IR text: tests say what the IR holds, not which SSA names
the printer picked.

`check(text, *lines)` finds each line in order (each after the previous match). In a
line, `[[NAME:regex]]` captures what the regex matches, `[[NAME]]` must match what was
captured, `{{regex}}` matches a regex, and anything else matches literally; runs of
spaces match any run of spaces.
"""

from __future__ import annotations

import re

_TOKEN = re.compile(r"\[\[(\w+):(.+?)\]\]|\[\[(\w+)\]\]|\{\{(.+?)\}\}")
VALUE = r"%[\w#.$-]+"  # an SSA value: `[[X:%VALUE]]` is spelled `[[X:%]]`


def check(text: str, *lines: str) -> dict[str, str]:
    """Match `lines` in order in `text`; returns the captures. AssertionError names the first
    line not found."""
    captured: dict[str, str] = {}
    position = 0
    for line in lines:
        pattern = _compile(line, captured)
        match = pattern.search(text, position)
        if match is None:
            raise AssertionError(f"not found (after offset {position}): {line!r}")
        for name, value in match.groupdict().items():
            captured.setdefault(name, value)
        position = match.end()
    return captured


def _compile(line: str, captured: dict[str, str]) -> re.Pattern:
    parts, at = [], 0
    for token in _TOKEN.finditer(line):
        parts.append(_literal(line[at : token.start()]))
        define, regex, use, bare = token.groups()
        if define is not None:
            parts.append(f"(?P<{define}>{VALUE if regex == '%' else regex})")
        elif use is not None:
            if use not in captured:
                raise AssertionError(f"[[{use}]] used before it is captured in {line!r}")
            parts.append(re.escape(captured[use]))
        else:
            parts.append(bare)
        at = token.end()
    parts.append(_literal(line[at:]))
    return re.compile("".join(parts))


def _literal(text: str) -> str:
    return r"\s+".join(re.escape(piece) for piece in text.split(" ")) if text.strip() else re.escape(text)


def checks_inline(function: str, module: str) -> str:
    """`function` (the text of one function of `module`) with each call of the module's check
    function (`passes.check_calls`: `util.call @__dynbench_check(%holds, %which)`) written back
    as the `cf.assert %holds, "message"` it stands for, its message found by `%which`'s constant
    in `function` and that case of the check function."""
    start = module.index("util.func private @__dynbench_check(")
    body = module[start : module.index("util.return", start)]
    messages = {int(k): m for k, m in re.findall(r'case (\d+) \{\s*cf\.assert %\w+, "([^"]*)"', body)}
    messages[0] = re.search(r'default \{\s*cf\.assert %\w+, "([^"]*)"', body).group(1)
    constants = dict(re.findall(rf"({VALUE}) = arith\.constant (\d+) : index", function))

    def inline(call: re.Match) -> str:
        return f'cf.assert {call.group(1)}, "{messages[int(constants[call.group(2)])]}"'

    return re.sub(rf"util\.call @__dynbench_check\(({VALUE}), ({VALUE})\) : \(i1, index\) -> \(\)", inline, function)


def computation(func, table: dict) -> tuple:
    """What a function computes, whatever its ops' order: per result, and per `cf.assert` (its
    message and condition), an id of the value's expression (op, attributes, operands' ids),
    ids shared through `table` between the functions compared."""
    block = func.regions[0].blocks[0]
    ids = {arg: ("arg", i) for i, arg in enumerate(block.arguments)}
    asserts = []
    for op in block.operations:  # SSA: operands come first
        attrs = op.operation.attributes
        attributes = tuple(sorted(f"{attrs[i].name}={attrs[i].attr}" for i in range(len(attrs))))
        operands = tuple(ids[v] for v in op.operands)
        if op.operation.name == "cf.assert":
            asserts.append((str(op.operation.attributes["msg"]), operands))
        for n, result in enumerate(op.results):
            ids[result] = table.setdefault((op.operation.name, attributes, operands, n), len(table))
    terminator = list(block.operations)[-1]
    return tuple(ids[v] for v in terminator.operands), sorted(asserts)
