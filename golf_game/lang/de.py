"""German: the game's visible texts, keyed by their English (golf_game.lang).

Written for a player reading a card game: "du", short button words, and
golf's terms as German golfers use them (Par, Birdie, Eagle, Bogey, Score,
Scorekarte). Solitaire's German words: Talon (the stock), Ablage (the
waste), Spalte (a column). The cards keep the letters their faces show
(A K Q J). tests/test_lang.py checks that every text the game translates is
here with the same {placeholders}, and that nothing here is left over.
The How to play pages and the kiosk's and operator's screens are in
:mod:`.de_pages`, to keep each module short.
"""

from . import de_pages

TEXTS: dict[str, str] = {
    # --- the menu, buttons everywhere ---------------------------------------------------
    "Golf Solitaire": "Golf-Solitär",
    "Clear seven columns: play cards one rank up or down onto the waste.": (
        "Räume sieben Spalten ab: lege Karten einen Rang höher oder tiefer auf die Ablage."
    ),
    "Start": "Start",
    "Continue": "Weiterspielen",
    "Daily deal": "Tagesspiel",
    "Deal number": "Spielnummer",
    "Statistics": "Statistik",
    "Settings": "Einstellungen",
    "How to play": "Spielanleitung",
    "Language": "Sprache",
    "Quit": "Beenden",
    "Back": "Zurück",
    "Menu": "Menü",
    "Cancel": "Abbrechen",
    "New game": "Neues Spiel",
    "New deal": "Neues Spiel",
    "New round": "Neue Runde",
    "Restart": "Neu starten",
    "Restart deal": "Spiel neu starten",
    "Resume": "Weiter",
    "Paused": "Pause",
    "Previous": "Vorige Seite",
    "Next": "Weiter",
    "Done": "Fertig",
    "Page {page} of {pages}": "Seite {page} von {pages}",
    "Clear": "Löschen",
    "Paste": "Einfügen",
    "Play": "Spielen",
    "Share": "Teilen",
    "Best line": "Beste Linie",
    "Score card": "Scorekarte",
    "Next hole": "Nächstes Loch",
    "Back to the hole": "Zurück zum Loch",
    "{mode}, hole {n}/{total}": "{mode}, Loch {n}/{total}",
    "{mode} - demo": "{mode} – Demo",
    # --- the hole's buttons and header ---------------------------------------------------
    "Undo": "Zurück",
    "Redo": "Vor",
    "Hint": "Tipp",
    "Pause": "Pause",
    "New": "Neu",
    "End": "Ende",
    "Card": "Karte",
    "Stock": "Talon",
    "Tableau": "Tableau",
    "Moves": "Züge",
    "Score": "Score",
    "Par": "Par",
    "Winnable": "Lösbar",
    "No longer winnable": "Nicht mehr lösbar",
    "Window too small": "Fenster zu klein",
    "make it at least {w} x {h}": "bitte mindestens {w} × {h}",
    # --- modes, grades, golf's words -----------------------------------------------------
    "Easy": "Leicht",
    "Medium": "Mittel",
    "Hard": "Schwer",
    "Kings and Aces connect: Q K A 2 is a run.": (
        "König und Ass schließen aneinander an: Q K A 2 ist eine Folge."
    ),
    "No wrap: an Ace goes only on a 2, a King only on a Queen.": (
        "Kein Übergang: ein Ass nur auf eine 2, ein König nur auf eine Dame."
    ),
    "Dead King: nothing may be played onto a King.": (
        "Toter König: auf einen König darf nichts gelegt werden."
    ),
    "Gentle": "Sanft",
    "Tricky": "Knifflig",
    "Fiendish": "Teuflisch",
    "Any": "Alle",
    "a {grade} deal": "{grade}es Spiel",
    "Condor": "Condor",
    "Albatross": "Albatros",
    "Eagle": "Eagle",
    "Birdie": "Birdie",
    "Bogey": "Bogey",
    "Double bogey": "Doppel-Bogey",
    "Triple bogey": "Triple-Bogey",
    "Cleared!": "Abgeräumt!",
    "Stuck": "Festgefahren",
    "Hole ended": "Loch beendet",
    "Hole over": "Loch vorbei",
    "Par! The best this deal allows": "Par! Besser geht es bei diesem Spiel nicht",
    "level with par": "genau Par",
    "{n} under par": "{n} unter Par",
    "{n} over par": "{n} über Par",
    "Best possible: {n} card left": "Bestenfalls: {n} Karte übrig",
    "Best possible: {n} cards left": "Bestenfalls: {n} Karten übrig",
    # --- deals and holes -----------------------------------------------------------------
    "Daily {day}": "Tagesspiel {day}",
    "Typed deal": "Eingegebenes Spiel",
    "Winnable deal #{seed}": "Lösbares Spiel Nr. {seed}",
    "Deal #{seed}": "Spiel Nr. {seed}",
    "{title} - hole {n} of {total}": "{title} – Loch {n} von {total}",
    "{mode} - {deal}": "{mode} – {deal}",
    "{n} card": "{n} Karte",
    "{n} cards": "{n} Karten",
    "{n} hole": "{n} Loch",
    "{n} holes": "{n} Löcher",
    "{n} move": "{n} Zug",
    "{n} moves": "{n} Züge",
    "{n} stroke": "{n} Schlag",
    "{n} strokes": "{n} Schläge",
    "{n} hint": "{n} Tipp",
    "{n} hints": "{n} Tipps",
    "{n} warning": "{n} Warnung",
    "{n} warnings": "{n} Warnungen",
    "{n} retry": "{n} neuer Versuch",
    "{n} retries": "{n} neue Versuche",
    "{n} second": "{n} Sekunde",
    "{n} seconds": "{n} Sekunden",
    "{n} card left in the stock": "{n} Karte im Talon übrig",
    "{n} cards left in the stock": "{n} Karten im Talon übrig",
    "{n} card left on the table": "{n} Karte auf dem Tisch übrig",
    "{n} cards left on the table": "{n} Karten auf dem Tisch übrig",
    # --- refusals ------------------------------------------------------------------------
    "{card} is not adjacent to {waste}: {why}": "{card} passt nicht auf {waste}: {why}",
    "{card} is covered: only the last card of a column can be played": (
        "{card} ist verdeckt: nur die letzte Karte einer Spalte ist spielbar"
    ),
    "column {n} is empty": "Spalte {n} ist leer",
    "the stock is empty": "der Talon ist leer",
    "the hole is over: the tableau is cleared": "das Loch ist vorbei: alle Karten sind abgeräumt",
    "the hole is over: no move is left": "das Loch ist vorbei: kein Zug mehr möglich",
    "the hole is over: it was ended": "das Loch ist vorbei: es wurde beendet",
    "the hole is locked": "das Loch ist gesperrt",
    "nothing may be played onto a King in Hard mode": (
        "im Modus Schwer darf nichts auf einen König"
    ),
    "Kings and Aces do not connect in this mode": (
        "in diesem Modus schließen König und Ass nicht aneinander an"
    ),
    "{a_card} cannot go on {a_waste}: same rank": "{a_card} nicht auf {a_waste}: gleicher Rang",
    "{a_card} is not one rank away from {waste}": ("{a_card} liegt nicht einen Rang neben {waste}"),
    "an {rank}": "{rank}",
    "a {rank}": "{rank}",
    # --- the hint's reasons (engine/hint.py REASONS) and the coach's mistakes -------------
    "plays the {card} and opens a run of {run}": "spielt {card} und eröffnet eine Folge von {run}",
    "plays the {card}, then draws": "spielt {card}, danach wird aufgedeckt",
    "no win is left: draw to end with only {n} card": (
        "kein Sieg mehr möglich: aufdecken, um mit nur {n} Karte zu enden"
    ),
    "no win is left: draw to end with only {n} cards": (
        "kein Sieg mehr möglich: aufdecken, um mit nur {n} Karten zu enden"
    ),
    "no win is left: play the {card} to end with only {n} card": (
        "kein Sieg mehr möglich: spiele {card}, um mit nur {n} Karte zu enden"
    ),
    "no win is left: play the {card} to end with only {n} cards": (
        "kein Sieg mehr möglich: spiele {card}, um mit nur {n} Karten zu enden"
    ),
    "draw: no play keeps the deal winnable": "aufdecken: kein Zug hält das Spiel lösbar",
    "draw: the best finish draws now": "aufdecken: der beste Weg deckt jetzt auf",
    "this is the only play that keeps a win possible": (
        "nur dieser Zug hält einen Sieg noch möglich"
    ),
    "draw: no card can be played": "aufdecken: keine Karte ist spielbar",
    "draw: keeps a win possible": "aufdecken: hält einen Sieg möglich",
    "play the {card}: keeps a win possible": "spiele {card}: hält einen Sieg möglich",
    "card": "Karte",
    "you drew": "du hast aufgedeckt",
    "you played the {card}": "du hast {card} gespielt",
    "drawing was better": "Aufdecken wäre besser gewesen",
    "the {card} was better": "{card} wäre besser gewesen",
    "{did}; {instead} ({why})": "{did}; {instead} ({why})",
    # --- messages of the hole ------------------------------------------------------------
    "Hint: {reason}": "Tipp: {reason}",
    "Hint (column {n}): {reason}": "Tipp (Spalte {n}): {reason}",
    "Nothing to undo": "Nichts rückgängig zu machen",
    "Nothing to redo": "Nichts wiederherzustellen",
    "Hints are turned off in the settings": "Tipps sind in den Einstellungen ausgeschaltet",
    "No hint is available": "Kein Tipp verfügbar",
    "Thinking...": "Ich überlege …",
    "working…": "in Arbeit …",
    "The hint could not be worked out": "Der Tipp ließ sich nicht berechnen",
    "No move is left to suggest": "Es gibt keinen Zug mehr vorzuschlagen",
    "The hole is over: Undo to go back, or New for another deal": (
        "Das Loch ist vorbei: Zurück macht Züge rückgängig, Neu bringt ein neues Spiel"
    ),
    "The hole is over: Undo to go back, or Card for the score card and the next hole": (
        "Das Loch ist vorbei: Zurück macht Züge rückgängig, Karte zeigt die Scorekarte "
        "und das nächste Loch"
    ),
    "Undone: {what}": "Rückgängig: {what}",
    "the end of the hole": "das Ende des Lochs",
    "the draw": "das Ziehen",
    "the play from column {n}": "der Zug aus Spalte {n}",
    "Sound on": "Ton an",
    "Sound off": "Ton aus",
    "This loses the win. Play it anyway?": "Damit ist der Sieg verloren. Trotzdem spielen?",
    "Another move still keeps a win; Cancel keeps the card where it is.": (
        "Ein anderer Zug hält den Sieg noch offen; Abbrechen lässt die Karte liegen."
    ),
    "Play it anyway": "Trotzdem spielen",
    # --- the result, the coach, practice -------------------------------------------------
    "Score {score}": "Score {score}",
    "Par {par}": "Par {par}",
    "Par: the solver is still working it out": "Par: der Solver rechnet noch",
    "Best line from move {n}": "Beste Linie ab Zug {n}",
    "Best line: move {n} of {total}.": "Beste Linie: Zug {n} von {total}.",
    "Paused.": "Angehalten.",
    "Speed {n}x.": "Tempo {n}x.",
    "Move back": "Zug zurück",
    "Play/Pause": "Start/Halt",
    "Next move": "Nächster Zug",
    "Speed": "Tempo",
    "Skip": "Zum Ende",
    "Coach: {n} of {total} positions checked": "Coach: {n} von {total} Stellungen geprüft",
    "This deal was never winnable.": "Dieses Spiel war nie lösbar.",
    "Ending the hole threw the win away.": "Das Beenden des Lochs hat den Sieg verschenkt.",
    "The win was lost at move {n}.": "Der Sieg ging bei Zug {n} verloren.",
    "No mistake: every move kept the best score.": (
        "Kein Fehler: jeder Zug hielt den besten Score."
    ),
    "No mistake found so far.": "Bisher kein Fehler gefunden.",
    "The mistake (move {n}), cost {cost}: {what}": "Der Fehler (Zug {n}), kostet {cost}: {what}",
    "Move {n}, cost {cost}: {what}": "Zug {n}, kostet {cost}: {what}",
    "Try again": "Nochmal versuchen",
    "Try again from move {n}": "Ab Zug {n} nochmal",
    "Practice from move {n}": "Üben ab Zug {n}",
    "Copied to the clipboard.": "In die Zwischenablage kopiert.",
    "No clipboard here: the result is above.": (
        "Keine Zwischenablage hier: das Ergebnis steht oben."
    ),
    "hole {n} of {total}": "Loch {n} von {total}",
    "round total {total}": "Runde gesamt {total}",
    "All {n} holes played": "Alle {n} Löcher gespielt",
    "{n} of {total} holes played": "{n} von {total} Löchern gespielt",
    "Best line played. {score}. Tap to go back.": (
        "Beste Linie gespielt. {score}. Tippen zum Zurückgehen."
    ),
    "Every move kept a win, but not every one the best score.": (
        "Jeder Zug hielt den Sieg offen, aber nicht jeder den besten Score."
    ),
    "{word}: the best this deal allows": "{word}: das Beste, was dieses Spiel zulässt",
    "Cleared! {score} in practice. Pause, then Back, to return.": (
        "Abgeräumt! {score} in der Übung. Pause, dann Zurück, um zurückzukehren."
    ),
    "Stuck. {score} in practice. Pause, then Back, to return.": (
        "Festgefahren. {score} in der Übung. Pause, dann Zurück, um zurückzukehren."
    ),
    "Hole ended. {score} in practice. Pause, then Back, to return.": (
        "Loch beendet. {score} in der Übung. Pause, dann Zurück, um zurückzukehren."
    ),
    "Hole over. {score} in practice. Pause, then Back, to return.": (
        "Loch vorbei. {score} in der Übung. Pause, dann Zurück, um zurückzukehren."
    ),
    # --- questions before something is lost ---------------------------------------------
    "Abandon this deal?": "Dieses Spiel aufgeben?",
    "Your {n} move on it is lost, and it counts as a loss in the statistics.": (
        "{n} Zug darin geht verloren, und das Spiel zählt in der Statistik als Niederlage."
    ),
    "Your {n} moves on it are lost, and it counts as a loss in the statistics.": (
        "{n} Züge darin gehen verloren, und das Spiel zählt in der Statistik als Niederlage."
    ),
    "Abandon hole {n} of {total}?": "Loch {n} von {total} aufgeben?",
    "The round is lost": "Die Runde geht verloren",
    "The round so far ({done}, total {total}) is lost": (
        "Die bisherige Runde ({done}, gesamt {total}) geht verloren"
    ),
    "{lost}; this hole counts as a loss.": "{lost}; dieses Loch zählt als Niederlage.",
    "{mode}, hole {n} of {total}": "{mode}, Loch {n} von {total}",
    "Replace your saved game?": "Dein gespeichertes Spiel ersetzen?",
    "Your game ({where}) is waiting behind Continue; a new one ends it as a loss.": (
        "Dein Spiel ({where}) wartet unter Weiterspielen; ein neues beendet es als Niederlage."
    ),
    "Restart this deal?": "Dieses Spiel neu starten?",
    "Your {n} move on it is undone for good; this attempt counts as a loss, and a win after a "
    "restart counts as a win with help.": (
        "{n} Zug darin wird endgültig zurückgenommen; dieser Versuch zählt als Niederlage, "
        "und ein Sieg nach einem Neustart zählt als Sieg mit Hilfe."
    ),
    "Your {n} moves on it are undone for good; this attempt counts as a loss, and a win after a "
    "restart counts as a win with help.": (
        "{n} Züge darin werden endgültig zurückgenommen; dieser Versuch zählt als "
        "Niederlage, und ein Sieg nach einem Neustart zählt als Sieg mit Hilfe."
    ),
    # --- the score card ------------------------------------------------------------------
    "Score card - {mode}, {n} holes": "Scorekarte – {mode}, {n} Löcher",
    "Total": "Gesamt",
    "Hole": "Loch",
    "Best round so far: none yet - this could be it": (
        "Beste Runde bisher: noch keine – das könnte sie werden"
    ),
    "Your first {mode} round: {total}, the round to beat": (
        "Deine erste Runde in {mode}: {total}, die Runde, die es zu schlagen gilt"
    ),
    "Best round so far: {best}": "Beste Runde bisher: {best}",
    "Best round so far: {best} (par {par})": "Beste Runde bisher: {best} (Par {par})",
    "Level with your best round: {best}": "Gleichauf mit deiner besten Runde: {best}",
    "New best round! {total}, {n} stroke better": "Neue beste Runde! {total}, {n} Schlag besser",
    "New best round! {total}, {n} strokes better": (
        "Neue beste Runde! {total}, {n} Schläge besser"
    ),
    # --- statistics ----------------------------------------------------------------------
    "Holes played": "Gespielte Löcher",
    "Won": "Gewonnen",
    "Won without help": "Ohne Hilfe gewonnen",
    "Won with help": "Mit Hilfe gewonnen",
    "Abandoned": "Aufgegeben",
    "Best score": "Bester Score",
    "Average score": "Score im Schnitt",
    "Against par": "Gegen Par",
    "Streak (best)": "Serie (beste)",
    "Hints per hole": "Tipps pro Loch",
    "Rounds played": "Gespielte Runden",
    "Best round": "Beste Runde",
    "Average round": "Runde im Schnitt",
    "Single holes": "Einzelne Löcher",
    "9-hole rounds": "9-Loch-Runden",
    "{best} (par {par})": "{best} (Par {par})",
    "How holes count: a hole is played from its first move. A hole left unfinished "
    "(New, a new game, Restart deal) is abandoned: a loss that ends the streak, scored "
    "by the cards left. A win after a hint, a warning or a restart is a win with help.": (
        "So zählen Löcher: Ein Loch gilt ab dem ersten Zug als gespielt. Ein unfertig "
        "verlassenes Loch (Neu, ein neues Spiel, Spiel neu starten) ist aufgegeben: eine "
        "Niederlage, die die Serie beendet, gewertet nach den übrigen Karten. Ein Sieg nach "
        "einem Tipp, einer Warnung oder einem Neustart ist ein Sieg mit Hilfe."
    ),
    # --- settings ------------------------------------------------------------------------
    "On": "An",
    "Off": "Aus",
    "Normal": "Normal",
    "Large": "Groß",
    "Default mode": "Standardmodus",
    "Hints": "Tipps",
    "Show playable cards": "Spielbare Karten zeigen",
    "Sound": "Ton",
    "Reduced motion": "Weniger Bewegung",
    "Card size": "Kartengröße",
    "Four-colour deck": "Vierfarbiges Blatt",
    "High contrast": "Hoher Kontrast",
    "Winnable deals only": "Nur lösbare Spiele",
    "Warn before losing the win": "Warnen, bevor der Sieg verloren geht",
    "Winnable deals' grade": "Schwierigkeit lösbarer Spiele",
    "Spoken play": "Gesprochenes Spiel",
    "Voice volume": "Lautstärke der Stimme",
    "Left-handed": "Linkshändig",
    "Zen mode": "Zen-Modus",
    "Sound: on": "Ton: an",
    "Sound: off": "Ton: aus",
    "Sound: {state}": "Ton: {state}",
    "The mode the menu starts with": "Der Modus, mit dem das Menü beginnt",
    "Show the Hint button: the solver suggests a move and says why": (
        "Zeigt den Tipp-Knopf: der Solver schlägt einen Zug vor und sagt, warum"
    ),
    "A gold ring round every card that can be played now": (
        "Ein goldener Ring um jede Karte, die jetzt spielbar ist"
    ),
    "Short sounds for plays, draws, refusals and the end of a hole": (
        "Kurze Töne für Züge, Ziehen, abgelehnte Züge und das Ende eines Lochs"
    ),
    "Cards appear in place instead of flying; no confetti": (
        "Karten erscheinen an ihrem Platz, statt zu fliegen; kein Konfetti"
    ),
    "Large: about a third more card on the table": (
        "Groß: etwa ein Drittel mehr Karte auf dem Tisch"
    ),
    "Spades black, hearts red, diamonds blue, clubs green": (
        "Pik schwarz, Herz rot, Karo blau, Kreuz grün"
    ),
    "Darker table, black card edges, white words and HUD": (
        "Dunklerer Tisch, schwarze Kartenränder, weiße Schrift und Anzeigen"
    ),
    "New deals are ones the solver has proved can be cleared": (
        "Neue Spiele sind solche, deren Lösbarkeit der Solver bewiesen hat"
    ),
    "Asks before a move that throws a winnable deal away": (
        "Fragt vor einem Zug nach, der ein lösbares Spiel verschenkt"
    ),
    "How hard the winnable-only deals are: Gentle, Tricky or Fiendish": (
        "Wie schwer die lösbaren Spiele sind: Sanft, Knifflig oder Teuflisch"
    ),
    "The game says the focused card, each move and the result (key V)": (
        "Das Spiel sagt die gewählte Karte, jeden Zug und das Ergebnis an (Taste V)"
    ),
    "How loud the spoken play is, apart from the sounds": (
        "Wie laut die Stimme ist, unabhängig von den Tönen"
    ),
    "The stock and the buttons on the other side": "Talon und Knöpfe auf der anderen Seite",
    "No score, par or winnability while you play; all shown at the end": (
        "Kein Score, Par oder Lösbarkeit beim Spielen; alles wird am Ende gezeigt"
    ),
    "no device": "kein Gerät",
    "No audio device was found: the game plays silently": (
        "Kein Audiogerät gefunden: das Spiel bleibt stumm"
    ),
    "No audio device was found, so the game is silent": (
        "Kein Audiogerät gefunden, daher ist das Spiel stumm"
    ),
    # --- the deal-number field -----------------------------------------------------------
    "A deal number is a whole number from 0 to {top}": (
        "Eine Spielnummer ist eine ganze Zahl von 0 bis {top}"
    ),
    "Type a deal number (0 to {top}), or paste a deal line": (
        "Tippe eine Spielnummer (0 bis {top}) oder füge eine Spielzeile ein"
    ),
    "type or tap a number, or paste a deal line": (
        "Nummer eintippen oder antippen, oder eine Spielzeile einfügen"
    ),
    "e.g. 1234": "z. B. 1234",
    "Nothing to paste: the clipboard is empty or not available": (
        "Nichts einzufügen: die Zwischenablage ist leer oder nicht verfügbar"
    ),
    "No {grade} deal is known for {mode}": "Für {mode} ist kein Spiel der Stufe {grade} bekannt",
    **de_pages.TEXTS,
}
