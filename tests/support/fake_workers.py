"""Fake fleet workers for the scheduler's and the fleet's tests: threads behind a pipe, as a
worker process or a Ray actor looks to `work.schedule`."""

from __future__ import annotations

import threading
import time
from multiprocessing import Pipe
from pathlib import Path

from iree_dynbench.run.results import DispatchTiming, RunResult
from iree_dynbench.run.work import ItemFailed, Timed, WorkerDied


class FakeWorker:
    """Answers each item after `seconds`; `dies_on` keys kill it (the pipe closes), `hangs_on` keys never answer."""

    def __init__(self, label, seconds=0.0, dies_on=(), hangs_on=(), time_us=10.0, info=None, raises_on=()):
        self.label, self.seconds, self.dies_on, self.hangs_on = label, seconds, set(dies_on), set(hangs_on)
        self.raises_on = set(raises_on)  # keys whose item raises in the worker, which lives on
        self.time_us = time_us  # what it measures for every item (a list: one per item, in turn)
        self.info = info
        self.timed: list[str] = []
        self.running = 0
        self.most_at_once = 0
        self.restarts = 0
        self._open()

    def _open(self):
        self.connection, self._sender = Pipe(duplex=False)

    def submit(self, item, options):
        self.running += 1
        self.most_at_once = max(self.most_at_once, self.running)

        def work(sender=self._sender):
            started = time.time()
            time.sleep(self.seconds)
            self.running -= 1
            if item.key in self.hangs_on:
                return
            if item.key in self.dies_on:
                sender.close()
                return
            if item.key in self.raises_on:
                sender.send(("raised", f"cannot time {item.key}"))
                return
            self.timed.append(item.key)
            rows = (DispatchTiming(0, "d0", "d0", None, None, 1, (self._next_time(),)),)
            result = RunResult(Path("."), "fake", "main", (), item.dims, options, rows)
            try:
                sender.send(Timed(item.key, result, self.label, started, time.time()))
            except OSError:  # killed meanwhile
                pass

        threading.Thread(target=work, daemon=True).start()

    def _next_time(self):
        if isinstance(self.time_us, list):
            return self.time_us.pop(0) if len(self.time_us) > 1 else self.time_us[0]
        return self.time_us

    def receive(self):
        try:
            answer = self.connection.recv()
        except EOFError:
            raise WorkerDied("the worker was killed (SIGKILL)") from None
        if isinstance(answer, tuple):
            raise ItemFailed(answer[1])
        return answer

    def restart(self):
        self.restarts += 1
        self._open()

    def kill(self):
        self._sender.close()

    def stop(self):
        pass

    def close(self, timeout_s=None):
        pass
