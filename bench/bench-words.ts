// The words and TLDS benchmark domain names are built from (word + word + number + TLD), and
// that search benchmarks ask for. No server imports: worker threads load it too.

export const WORDS = `coffee cloud pixel solar green urban metro nova alpha beta delta river ocean
  mountain forest swift bright smart quick happy lucky royal prime true bold blue red gold
  silver iron stone wood fire water wind star moon sun sky rain snow leaf tree flower garden
  home house city town village road street bridge tower castle market shop store trade
  deal cash coin bank fund invest capital wealth money pay card loan credit travel trip tour
  hotel food pizza burger taco sushi bakery cafe tea wine beer juice fresh health fit yoga
  gym sport game play fun kids baby pet dog cat horse bird fish auto car bike boat jet fly
  tech code data byte net web app soft labs hub box link zone base spot point media news
  press blog story book film music art design studio photo video craft build make print`
  .split(/\s+/)
  .filter(Boolean)

export const TLDS = ['com', 'net', 'io', 'co', 'ai']
