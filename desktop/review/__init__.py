"""The computer's review of a finished game (issue 26), on the desktop side.

- `words.py` (`ReviewWords`): labels, values and the sentence of a decision in the interface language;
- `model.py` (`Decision`, `SeatReview`): a seat's reviewed decisions, from the engine's review
  (`engines.review`) or read back from storage (desktop.storage.reviews) and checked against the rules;
- `job.py` (`ReviewJob`): the review run on a worker thread (desktop.session.worker), progress, Cancel;
- `chart.py` (`ReviewChart`): the seat's win chance (or expected X) after each decision, a shaped mark
  per label, clickable points;
- `decisions.py` (`DecisionsModel`, `DecisionsView`): the list of decisions a screen reader reads in order;
- `summary.py` (`SummaryPanel`): accuracy, counts per label and the biggest loss per reviewed seat;
- `window.py` (`ReviewWindow`): the table replayed at each decision with the better move marked (the
  hint mark), the list, the chart, the summary, N / P between mistakes;
- `choose.py` (`ReviewChoiceDialog`): whose decisions, how deep;
- `tutor.py` (`TutorQuestion`): the tutor's question before a blunder.
The shell opens it (desktop/shell/review_open.py); this package never imports the shell.
"""
