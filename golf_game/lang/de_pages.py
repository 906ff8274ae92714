"""German, the longer pages: How to play, the kiosk's visitor screens and
the operator's PIN and menu (:mod:`.de` has the rest and merges these)."""

TEXTS: dict[str, str] = {
    # --- How to play ---------------------------------------------------------------------
    "zero": "null",
    "one": "eins",
    "two": "zwei",
    "three": "drei",
    "four": "vier",
    "five": "fünf",
    "six": "sechs",
    "seven": "sieben",
    "eight": "acht",
    "nine": "neun",
    "The aim": "Das Ziel",
    "{cards} cards lie face up in {columns} columns of {height}. One card starts the waste; "
    "{stock} wait face down in the stock.": (
        "{cards} Karten liegen offen in {columns} Spalten zu je {height}. Eine Karte beginnt "
        "die Ablage; {stock} warten verdeckt im Talon."
    ),
    "Play the last card of any column onto the waste if it is one rank above or below the "
    "waste's top card. Suits never matter.": (
        "Lege die letzte Karte einer Spalte auf die Ablage, wenn sie einen Rang über oder "
        "unter der obersten Karte der Ablage liegt. Die Farbe spielt nie eine Rolle."
    ),
    "When nothing fits, turn the stock's next card onto the waste. The stock does not come "
    "round again.": (
        "Wenn nichts passt, deckst du die nächste Karte des Talons auf die Ablage auf. Der "
        "Talon wird nicht noch einmal durchgespielt."
    ),
    "Clear all {cards} cards to win. The hole ends when no move is left.": (
        "Räume alle {cards} Karten ab, um zu gewinnen. Das Loch endet, wenn kein Zug mehr "
        "möglich ist."
    ),
    "A run on the waste: 7 8 7 6, each one rank from the last": (
        "Eine Folge auf der Ablage: 7 8 7 6, jede einen Rang neben der vorigen"
    ),
    "On a Queen: a Jack or a King fits, a 10 does not": (
        "Auf eine Dame passen Bube oder König, eine 10 nicht"
    ),
    "The three modes": "Die drei Modi",
    "How Aces and Kings connect is all that differs.": (
        "Sie unterscheiden sich nur darin, wie Ass und König aneinander anschließen."
    ),
    "Easy: a King and an Ace connect both ways": "Leicht: König und Ass passen in beide Richtungen",
    "Medium: an Ace only on a 2, a King only on a Queen": (
        "Mittel: ein Ass nur auf eine 2, ein König nur auf eine Dame"
    ),
    "Hard: as Medium, and nothing goes on a King": "Schwer: wie Mittel, und nichts auf einen König",
    "Playing": "Spielen",
    "Touch or mouse: tap a column's last card to play it, or drag it onto the waste. Tap the "
    "stock to draw. A gold ring marks every card that fits.": (
        "Touch oder Maus: tippe die letzte Karte einer Spalte an, um sie zu spielen, oder ziehe "
        "sie auf die Ablage. Tippe auf den Talon, um eine Karte aufzudecken. Ein goldener Ring "
        "zeigt jede Karte, die passt."
    ),
    "Keys: 1 to 7 play that column, Space draws, U or Ctrl+Z undoes, Ctrl+Y redoes, H asks "
    "for a hint, Esc pauses, N starts a new deal, M turns the sound on or off, F11 fills the "
    "screen.": (
        "Tasten: 1 bis 7 spielen diese Spalte, Leertaste deckt auf, U oder Strg+Z nimmt zurück, "
        "Strg+Y stellt wieder her, H gibt einen Tipp, Esc pausiert, N startet ein neues Spiel, "
        "M schaltet den Ton an oder aus, F11 füllt den Bildschirm."
    ),
    "Undo as often as you like until the next hole starts.": (
        "Nimm Züge zurück, so oft du willst, bis das nächste Loch beginnt."
    ),
    "Score, par and rounds": "Score, Par und Runden",
    "Score: one stroke per card left on the table; when you clear it, minus one for every "
    "card still in the stock. Lower is better.": (
        "Score: ein Schlag für jede Karte, die auf dem Tisch bleibt; räumst du ihn ab, minus "
        "eins für jede Karte, die noch im Talon liegt. Weniger ist besser."
    ),
    "Par is the best score perfect play can reach on the deal: the solver works it out while "
    "you play. Reaching par is the best this deal allows.": (
        "Par ist der beste Score, den perfektes Spiel bei diesem Spiel erreicht: der Solver "
        "rechnet ihn aus, während du spielst. Par zu erreichen ist das Beste, was dieses Spiel "
        "zulässt."
    ),
    '"Winnable" in the header means perfect play from here can still clear every card; on '
    "other deals par says how close you can get.": (
        "„Lösbar“ in der Kopfzeile heißt: perfektes Spiel kann von hier aus noch jede Karte "
        "abräumen; bei anderen Spielen sagt Par, wie nah du herankommst."
    ),
    "A 9-hole round plays nine deals one after another and adds up their scores; the score "
    "card shows each hole against its par.": (
        "Eine 9-Loch-Runde spielt neun Spiele nacheinander und zählt ihre Scores zusammen; die "
        "Scorekarte zeigt jedes Loch gegen sein Par."
    ),
    # --- the kiosk's visitor screens -----------------------------------------------------
    "Touch to play": "Zum Spielen berühren",
    "Touch anywhere else to go on": "Berühre eine andere Stelle, um weiterzumachen",
    "Demo: the solver is working out this deal's best line": (
        "Demo: der Solver sucht die beste Linie dieses Spiels"
    ),
    "Demo: the solver's best line, move {n} of {moves} (par {par})": (
        "Demo: die beste Linie des Solvers, Zug {n} von {moves} (Par {par})"
    ),
    "Still playing?": "Spielst du noch?",
    "Touch to keep your game": "Berühre den Bildschirm, um weiterzuspielen",
    "Back to the menu in {seconds}": "Zurück zum Menü in {seconds}",
    "A high score!": "Ein Highscore!",
    "Put your initials on the table": "Trag deine Initialen in die Tabelle ein",
    "OK": "OK",
    "Delete": "Löschen",
    "Those letters are not allowed: pick others": (
        "Diese Buchstaben sind nicht erlaubt: wähle andere"
    ),
    "High scores": "Highscores",
    "Today's best holes": "Beste Löcher heute",
    "Best holes ever": "Beste Löcher aller Zeiten",
    "Today's best 9-hole rounds": "Beste 9-Loch-Runden heute",
    "Best 9-hole rounds ever": "Beste 9-Loch-Runden aller Zeiten",
    "No scores yet: be the first!": "Noch keine Scores: sei die oder der Erste!",
    "(par {par})": "(Par {par})",
    "Closed": "Geschlossen",
    "Open {opens} to {closes}": "Geöffnet von {opens} bis {closes} Uhr",
    "Out of order": "Außer Betrieb",
    "Out of order. Sorry!": "Außer Betrieb. Entschuldigung!",
    "Sorry! Please tell a member of staff.": "Entschuldigung! Bitte sag dem Personal Bescheid.",
    "The game keeps failing. Close it; {path} says why.": (
        "Das Spiel stürzt immer wieder ab. Schließe es; {path} sagt, warum."
    ),
    "Something went wrong, so the game started over. Sorry!": (
        "Etwas ist schiefgegangen, deshalb hat das Spiel neu begonnen. Entschuldigung!"
    ),
    "A font file is missing: using a plain font (suits shown as letters)": (
        "Eine Schriftdatei fehlt: einfache Schrift (Farben als Buchstaben)"
    ),
    "Could not write crash.log: {error}": "crash.log ließ sich nicht schreiben: {error}",
    # --- the operator's PIN and menu -----------------------------------------------------
    "Operator PIN": "Betreiber-PIN",
    "The default PIN is in use: change it": "Die Standard-PIN ist aktiv: bitte ändern",
    "Operator exit closed: the PIN cannot be read": (
        "Betreiberzugang gesperrt: die PIN ist nicht lesbar"
    ),
    "Del": "Entf",
    "Wrong PIN": "Falsche PIN",
    "Wrong PIN: wait {n} s": "Falsche PIN: {n} s warten",
    "{n} digits": "{n} Ziffern",
    "New PIN ({n} or more digits are safer)": "Neue PIN ({n} oder mehr Ziffern sind sicherer)",
    "The new PIN once more": "Die neue PIN noch einmal",
    "The two PINs differ: start again": "Die beiden PINs sind verschieden: bitte neu beginnen",
    "PIN changed": "PIN geändert",
    "PIN not saved: {problem}": "PIN nicht gespeichert: {problem}",
    "a PIN is digits only": "eine PIN besteht nur aus Ziffern",
    "a PIN has {low} to {high} digits": "eine PIN hat {low} bis {high} Ziffern",
    "that is the published default PIN: choose another": (
        "das ist die veröffentlichte Standard-PIN: wähle eine andere"
    ),
    "Operator menu": "Betreibermenü",
    "The default PIN is in use: change it now (Change PIN)": (
        "Die Standard-PIN ist aktiv: jetzt ändern (PIN ändern)"
    ),
    "Times and modes": "Zeiten und Modi",
    "Screen and hours": "Bildschirm und Öffnungszeiten",
    "Audits": "Buchhaltung",
    "Change PIN": "PIN ändern",
    "Exit to desktop": "Zum Desktop beenden",
    "Back to the game": "Zurück zum Spiel",
    "Idle time": "Leerlaufzeit",
    "Languages visitors may pick": "Sprachen zur Auswahl für Besucher",
    "Attract after": "Demo nach",
    "Attract sound": "Ton der Demo",
    "Visitors need at least one mode": "Besucher brauchen mindestens einen Modus",
    "Visitors need at least one language": "Besucher brauchen mindestens eine Sprache",
    "Opens": "Öffnet",
    "Closes": "Schließt",
    "always": "immer",
    "Open all day": "Ganztägig geöffnet",
    "When closed": "Wenn geschlossen",
    "Blank": "Schwarz",
    "Message": "Nachricht",
    "Closed for maintenance": "Wegen Wartung geschlossen",
    "Back soon": "Gleich wieder da",
    "Closed today": "Heute geschlossen",
    "Saved": "Gespeichert",
    "Sure? {action}": "Sicher? {action}",
    "Really? {action}": "Wirklich? {action}",
    "Press again to confirm: {action}": "Zum Bestätigen noch einmal drücken: {action}",
    "{n} s": "{n} s",
    "{n} min": "{n} min",
    "{n} h": "{n} h",
    "Today": "Heute",
    "Lifetime": "Lebenszeit",
    "Holes started": "Begonnene Löcher",
    "Holes finished": "Beendete Löcher",
    "Holes won": "Gewonnene Löcher",
    "Holes abandoned": "Aufgegebene Löcher",
    "Average hole": "Dauer pro Loch",
    "Time in use": "Nutzungszeit",
    "Idle resets": "Rücksetzungen",
    "Attract starts": "Demo-Starts",
    "Crashes recovered": "Behobene Abstürze",
    "Wrong / right PINs": "Falsche / richtige PINs",
    "never": "nie",
    "Audits last reset: {when}": "Buchhaltung zuletzt zurückgesetzt: {when}",
    "Scores last reset: {when}": "Scores zuletzt zurückgesetzt: {when}",
    "Export CSV": "CSV exportieren",
    "Reset audits": "Buchhaltung zurücksetzen",
    "Audits reset (the lifetime totals stay)": (
        "Buchhaltung zurückgesetzt (die Lebenszeit-Summen bleiben)"
    ),
    "Reset today's high scores": "Heutige Highscores löschen",
    "Reset all high scores": "Alle Highscores löschen",
    "Written to {path}": "Geschrieben nach {path}",
    "There is no high-score table": "Es gibt keine Highscore-Tabelle",
    "All high scores cleared": "Alle Highscores gelöscht",
    "Today's high scores cleared": "Heutige Highscores gelöscht",
}
