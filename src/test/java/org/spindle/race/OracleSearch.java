package org.spindle.race;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.Successor;
import org.spindle.program.Program;

/**
 * The brute-force oracle of the race tests: every state of the ORIGINAL program reachable with
 * inputs in -2..2 (no reduction), each checked by {@link RaceOracle}. Runs that end (error,
 * undefined behaviour) just stop, as they do in the instrumented program.
 */
final class OracleSearch {
  enum Answer { RACE, NO_RACE, LIMIT }

  record Result(Answer answer, RaceOracle.Race race, int states) {}

  private OracleSearch() {}

  static Result search(Program p, int maxStates) {
    Interpreter in = new Interpreter(p);
    RaceOracle oracle = new RaceOracle(in);
    InputRange dom = new InputRange(-2, 2);
    Set<State> visited = new HashSet<>();
    ArrayDeque<State> todo = new ArrayDeque<>();
    State s0 = in.initial();
    visited.add(s0);
    todo.push(s0);
    while (!todo.isEmpty()) {
      State s = todo.pop();
      var races = oracle.races(s, dom);
      if (!races.isEmpty()) return new Result(Answer.RACE, races.get(0), visited.size());
      for (Successor x : in.successors(s, dom)) {
        if (x.isTerminal() || !visited.add(x.next())) continue;
        if (visited.size() > maxStates) return new Result(Answer.LIMIT, null, visited.size());
        todo.push(x.next());
      }
    }
    return new Result(Answer.NO_RACE, null, visited.size());
  }
}
