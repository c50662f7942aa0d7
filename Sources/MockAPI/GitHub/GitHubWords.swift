/// Word lists for GitHub logins and names. Each pair of lists has the same length so logins stay invertible.
enum GitHubWords {
    static let first = [
        "kenji", "yuki", "haruto", "sakura", "minjun", "jiwoo", "wei", "mei", "arjun", "priya", "olga", "ivan",
        "lucas", "sofia", "mateo", "valentina", "noah", "emma", "liam", "olivia", "elijah", "ava", "omar", "layla",
        "tobias", "ingrid", "lars", "freya", "pierre", "chloe", "marco", "giulia", "diego", "camila", "kwame", "amara",
        "tariq", "fatima", "jonas", "lena", "mikko", "aino", "pavel", "zofia", "andrei", "ioana", "theo", "nora",
        "ravi", "ananya", "hiro", "aiko", "seojun", "haeun", "jun", "lin", "samuel", "grace", "daniel", "ruth",
        "felix", "clara", "hugo", "alice",
    ]
    static let last = [
        "tanaka", "suzuki", "sato", "kimura", "park", "choi", "zhang", "chen", "patel", "sharma", "petrov", "ivanova",
        "silva", "santos", "garcia", "lopez", "smith", "johnson", "brown", "miller", "haddad", "nasser", "berg", "hansen",
        "dubois", "martin", "rossi", "bianchi", "fernandez", "morales", "mensah", "okafor", "rahman", "hussain", "weber",
        "schmidt", "virtanen", "korhonen", "novak", "kowalski", "popescu", "ionescu", "walker", "young", "gupta", "iyer",
        "yamada", "nakamura", "kang", "yoon", "liu", "huang", "cohen", "levi", "fischer", "wagner", "moreau", "laurent",
        "nguyen", "tran", "obrien", "murphy", "kaur", "singh",
    ]
    static let orgFirst = [
        "pixel", "rapid", "cloud", "quantum", "open", "bright", "deep", "blue", "iron", "silver", "north", "delta",
        "nova", "lumen", "vector", "orbit", "cedar", "maple", "tokyo", "seoul", "berlin", "lagos", "lima", "oslo",
        "rust", "swift", "kernel", "byte", "stack", "mesh", "grid", "pulse", "prism", "echo", "atlas", "summit",
        "harbor", "river", "stone", "forge", "spark", "signal", "canopy", "meridian", "polar", "zenith", "tidal", "ember",
        "nimbus", "cobalt", "amber", "onyx", "jade", "coral", "sierra", "tundra", "lotus", "bamboo", "sakura", "hanami",
        "fjord", "mistral", "sirocco", "monsoon",
    ]
    static let orgLast = [
        "labs", "works", "systems", "hq", "dev", "io", "studio", "collective", "foundation", "group", "tech", "digital",
        "software", "cloud", "data", "ai", "security", "network", "apps", "games", "design", "research", "project", "org",
        "community", "team", "inc", "co", "hub", "platform", "tools", "devops", "mobile", "web", "infra", "ops",
        "analytics", "robotics", "media", "health", "energy", "finance", "edu", "academy", "school", "society", "guild", "union",
        "lab", "factory", "garage", "workshop", "house", "bureau", "office", "agency", "ventures", "partners", "alliance", "network-jp",
        "kr", "eu", "asia", "global",
    ]
    static let companies = ["@github", "Mercari", "LINE Corp", "Kakao", "Shopify", "Red Hat", "Canonical", "SAP", "Freelance", "University of Tokyo", "KAIST", "ETH Zürich"]
    static let locations = ["Tokyo, Japan", "Seoul, South Korea", "San Francisco, CA", "Berlin, Germany", "São Paulo, Brazil", "Lagos, Nigeria", "Bengaluru, India", "Helsinki", "Montréal, QC", "大阪府", "서울특별시", "Remote"]
    static let bios = ["Building things with Swift and Rust.", "OSS maintainer. Coffee first.", "ソフトウェアエンジニア。Swift と Go が好き。", "백엔드 개발자 🚀", "I break production so you don't have to.", "Compilers, type systems, and bad puns.", "🌱 Learning every day"]
    static let displayFirst = ["Kenji", "Yuki", "Haruto", "Sakura", "Min-jun", "Ji-woo", "Wei", "Mei", "Arjun", "Priya", "Olga", "Ivan",
        "Lucas", "Sofía", "Mateo", "Valentina", "Noah", "Emma", "Liam", "Olivia", "Elijah", "Ava", "Omar", "Layla",
        "Tobias", "Ingrid", "Lars", "Freya", "Pierre", "Chloé", "Marco", "Giulia", "Diego", "Camila", "Kwame", "Amara",
        "Tariq", "Fatima", "Jonas", "Lena", "Mikko", "Aino", "Pavel", "Zofia", "Andrei", "Ioana", "Théo", "Nora",
        "Ravi", "Ananya", "Hiro", "Aiko", "Seo-jun", "Ha-eun", "Jun", "Lin", "Samuel", "Grace", "Daniel", "Ruth",
        "Felix", "Clara", "Hugo", "Alice"]
    static let cjkNames = ["田中 健二", "佐藤 ゆき", "박민준", "김지우", "张伟", "陈美", "山田 太郎", "이하은"]
}
