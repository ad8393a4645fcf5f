package org.spindle.impact;

import org.spindle.report.UnknownReason;

/** Why a path or a run stays undecided: the kind as data, the specifics as text. */
public record Unknown(UnknownReason why, String detail) {}
