// Hand-written pairs of the eleventh hold-out of bench:meaning (our own text, none of it from the
// corpus), written before the checker was changed in the round that built it (issue 16, eleventh
// round) and without opening lib/meaning; scored once on main before any change, once after.
//
// Other genres than the news items of the earlier sets: recipes, a lease, a job contract, terms of
// service, sports reports, medicine leaflets, chat messages, history. Each text is rewritten the way
// an LLM humanizer would: sentences merged, split and reordered, numbers in other notations
// (15分 → 十五 분, 一个小时 → 六十分钟, 30日前 → 三十日前, 5대 2 → 5-2), a prohibition said
// positively ("do not use with lenses" → "take the lenses out first"), a negation said by a word
// (한 점도 내주지 않았다 → 무실점), connectives dropped or added. Each pair has four to seven
// one-place changes of at least four kinds, written as a saboteur would: a figure, a name, an
// ingredient or a party swapped, a negation added or removed, a quantifier moved, a cause turned
// concessive, a word turned into its opposite.
import type { Lang } from "../../lib/engine/types";
import type { Kind } from "./perturb";

export type EleventhKind = "antonym" | "entity" | Kind;
export const ELEVENTH_KINDS: readonly EleventhKind[] = ["antonym", "entity", "number", "negation", "quantifier", "causal"];

export interface EleventhChange {
  kind: EleventhKind;
  /** A substring of the rewrite, found exactly once. */
  from: string;
  to: string;
}

export interface EleventhPair {
  id: string;
  lang: Lang;
  original: string;
  rewrite: string;
  changes: EleventhChange[];
}

const c = (kind: EleventhKind, from: string, to: string): EleventhChange => ({ kind, from, to });

const PAIRS: Omit<EleventhPair, "id">[] = [
  // ── en ──
  {
    // a recipe
    lang: "en",
    original: "Preheat the oven to 180°C and grease all the tins with butter. Mix 250 g of flour with two eggs and a pinch of salt, then add the milk slowly so the batter does not form lumps. Bake for 25 minutes, until the top is golden. Do not open the oven door during the first 15 minutes, because the cake will sink.",
    rewrite: "Heat the oven to 180 degrees and butter every tin. Combine two eggs, a pinch of salt and 250 grams of flour. Pour the milk in gradually so that the batter stays smooth. Whatever you do, don't open the oven door for the first quarter of an hour: the cake would collapse. It is ready after 25 minutes, once the top has turned golden.",
    changes: [
      c("number", "250 grams", "350 grams"),
      c("number", "after 25 minutes", "after 45 minutes"),
      c("quantifier", "butter every tin", "butter one tin"),
      c("negation", "don't open the oven door", "do open the oven door"),
      c("antonym", "Pour the milk in gradually", "Pour the milk in quickly"),
      c("causal", "so that the batter stays smooth", "even though the batter stays smooth"),
      c("antonym", "the first quarter of an hour", "the last quarter of an hour"),
    ],
  },
  {
    // a lease
    lang: "en",
    original: "The tenant must give at least two months' written notice before leaving the flat. The deposit of £1,200 will be returned within 30 days, unless the landlord finds damage. Pets are not allowed, and the tenant may not sublet any room without the landlord's consent. The rent is due on the first day of each month.",
    rewrite: "Rent falls due on the 1st of every month. Anyone renting the flat who wants to move out has to tell the landlord in writing no less than two months ahead. Subletting a room requires the landlord's agreement, and no pets may be kept. The £1,200 deposit comes back within thirty days unless damage is found.",
    changes: [
      c("number", "within thirty days", "within sixty days"),
      c("number", "£1,200 deposit", "£2,100 deposit"),
      c("negation", "no pets may be kept", "pets may be kept"),
      c("quantifier", "Anyone renting the flat", "Some people renting the flat"),
      c("causal", "unless damage is found", "even if damage is found"),
      c("antonym", "wants to move out", "wants to move in"),
      c("entity", "tell the landlord in writing", "tell the letting agent in writing"),
    ],
  },
  {
    // a sports report
    lang: "en",
    original: "Harlow Rovers beat Dunmore City 3–1 on Saturday, their first away win since October. Dunmore took the lead after ten minutes, but Rovers scored twice before half-time. The winger Sam Okafor, who had not started a match all season, set up all three goals. Because of the result, Rovers climb to fourth in the table.",
    rewrite: "Sam Okafor, a winger who hadn't been in the starting line-up once this season, provided the assist for every one of Harlow Rovers' goals in Saturday's 3–1 victory at Dunmore City. It was the visitors' first win on the road since October. The hosts went ahead on ten minutes; Rovers hit back with two goals before the break. Thanks to the win, they climb to fourth place.",
    changes: [
      c("number", "3–1 victory", "4–1 victory"),
      c("number", "went ahead on ten minutes", "went ahead on forty minutes"),
      c("entity", "Sam Okafor", "Sam Okoro"),
      c("negation", "who hadn't been in the starting line-up", "who had been in the starting line-up"),
      c("quantifier", "every one of Harlow Rovers' goals", "one of Harlow Rovers' goals"),
      c("antonym", "two goals before the break", "two goals after the break"),
      c("causal", "Thanks to the win", "Despite the win"),
    ],
  },
  {
    // a medicine leaflet
    lang: "en",
    original: "Take one tablet twice a day with food. Do not take more than four tablets in 24 hours. This medicine may cause drowsiness, so you should not drive after taking it. Most people have no side effects, but a small number get a mild headache. If you are pregnant, ask your doctor before using it. Keep it out of the reach of children.",
    rewrite: "The usual dose is a single tablet, morning and evening, taken with a meal. Never exceed four tablets in any 24-hour period. Because it can make you sleepy, avoid driving once you have taken it. The majority of users notice no side effects at all; a few develop a slight headache. Pregnant women should check with their doctor first. Store it where children cannot reach it.",
    changes: [
      c("number", "exceed four tablets", "exceed six tablets"),
      c("number", "a single tablet", "two tablets"),
      c("negation", "notice no side effects", "notice side effects"),
      c("quantifier", "The majority of users", "A minority of users"),
      c("causal", "Because it can make you sleepy", "Although it can make you sleepy"),
      c("antonym", "a slight headache", "a severe headache"),
      c("entity", "check with their doctor first", "check with their pharmacist first"),
    ],
  },
  {
    // a chat message
    lang: "en",
    original: "Hi Priya, the train is running about 20 minutes late, so I won't make the 7:15 film. Could you go in without me? I'll meet you at the café next to the cinema afterwards. Don't worry about the tickets, I already paid for both.",
    rewrite: "Hey Priya! My train's delayed by roughly twenty minutes, which means I'll miss the 7:15 showing. Go ahead and watch it without me, and I'll find you afterwards in the café beside the cinema. Both tickets are already paid for, so no need to worry about them.",
    changes: [
      c("number", "roughly twenty minutes", "roughly forty minutes"),
      c("number", "the 7:15 showing", "the 8:15 showing"),
      c("entity", "Hey Priya!", "Hey Nadia!"),
      c("negation", "no need to worry", "you need to worry"),
      c("quantifier", "Both tickets are", "Neither ticket is"),
      c("causal", "which means I'll miss", "but I'll still miss"),
      c("antonym", "I'll find you afterwards", "I'll find you beforehand"),
    ],
  },
  {
    // history
    lang: "en",
    original: "The bridge at Kelmford was built in 1832 by the engineer Thomas Hale. It replaced a wooden crossing that floods had destroyed two years earlier. For most of the century it was the only road into the town, and tolls paid for its upkeep until 1890, when the county bought it. It was not widened until after the Second World War.",
    rewrite: "Floods had swept away the old wooden crossing two years before, so in 1832 the engineer Thomas Hale put up a new bridge at Kelmford. Through most of the nineteenth century no other road led into the town. Its maintenance was funded by tolls until the county purchased it in 1890. Widening had to wait until the Second World War was over.",
    changes: [
      c("number", "so in 1832", "so in 1823"),
      c("number", "purchased it in 1890", "purchased it in 1909"),
      c("entity", "Thomas Hale", "Thomas Hall"),
      c("entity", "at Kelmford", "at Kelbury"),
      c("quantifier", "Through most of the nineteenth century", "Through a small part of the nineteenth century"),
      c("causal", "two years before, so in", "two years before, yet in"),
      c("antonym", "the Second World War was over", "the Second World War began"),
    ],
  },
  // ── zh ──
  {
    // a recipe
    lang: "zh",
    original: "五花肉切成三厘米见方的块，冷水下锅焯两分钟，去掉血沫。锅里放少许油，加入冰糖小火炒出糖色，再放肉块翻炒。倒入开水没过肉，大火烧开后转小火炖一个小时。出锅前不要再加水，否则汤汁会变淡。",
    rewrite: "先把五花肉切成3厘米左右的方块，放进冷水锅里焯2分钟，把血沫撇干净。然后在锅中倒一点油，用小火把冰糖炒到焦糖色，肉块下锅翻炒均匀。加开水，水要没过肉块。等大火煮沸，改小火慢炖六十分钟。快出锅时别再加水，不然汤汁就淡了。",
    changes: [
      c("number", "焯2分钟", "焯5分钟"),
      c("number", "慢炖六十分钟", "慢炖三十分钟"),
      c("negation", "快出锅时别再加水", "快出锅时再加点水"),
      c("antonym", "用小火把冰糖", "用大火把冰糖"),
      c("causal", "不然汤汁就淡了", "因为汤汁已经淡了"),
      c("quantifier", "把血沫撇干净", "把一部分血沫撇掉"),
      c("entity", "先把五花肉", "先把牛腩"),
    ],
  },
  {
    // a lease
    lang: "zh",
    original: "乙方应在每月5日前支付当月租金人民币3500元。租期为两年，期满后如需续租，乙方须提前一个月书面通知甲方。房内所有家具归甲方所有。租赁期间，乙方不得擅自转租，也不得改变房屋结构。因乙方原因造成房屋损坏的，由乙方负责赔偿。",
    rewrite: "租期两年。月租3,500元，乙方最迟于每月五号之前交清。屋里的家具全部属于甲方。乙方未经允许既不能把房子转租给别人，也不能改动房屋结构。若是乙方造成了房屋损坏，赔偿责任由乙方承担。合同到期想继续租的，应当提前一个月以书面形式告知甲方。",
    changes: [
      c("number", "月租3,500元", "月租5,300元"),
      c("number", "每月五号", "每月十五号"),
      c("negation", "也不能改动房屋结构", "但可以改动房屋结构"),
      c("entity", "赔偿责任由乙方承担", "赔偿责任由甲方承担"),
      c("antonym", "提前一个月以书面", "延后一个月以书面"),
      c("causal", "若是乙方造成了", "即使乙方造成了"),
      c("quantifier", "家具全部属于甲方", "家具部分属于甲方"),
    ],
  },
  {
    // a sports report
    lang: "zh",
    original: "在昨晚的比赛中，广州队以98比91战胜了北京队，结束了四连败。外援约翰逊全场拿下32分，其中三分球投中了6个。北京队虽然在第三节一度领先10分，但最后五分钟没有得分。",
    rewrite: "广州队昨晚98:91击败北京队，终于止住了连输四场的颓势。外援约翰逊砍下32分，命中六记三分。第三节北京队曾经领先十分，可惜最后5分钟一分未得。",
    changes: [
      c("number", "98:91", "98:97"),
      c("number", "命中六记三分", "命中九记三分"),
      c("entity", "外援约翰逊", "外援约翰森"),
      c("negation", "一分未得", "得分不断"),
      c("antonym", "击败北京队", "负于北京队"),
      c("causal", "可惜最后5分钟", "所以最后5分钟"),
    ],
  },
  {
    // a medicine leaflet
    lang: "zh",
    original: "本品用于缓解轻度至中度疼痛。成人一次1片，一日不超过3次，两次服药间隔不少于6小时。服药期间不宜饮酒。孕妇及哺乳期妇女应在医生指导下使用。儿童必须在成人监护下使用。如症状持续3天未缓解，请咨询医师。",
    rewrite: "这种药用来减轻轻到中等程度的疼痛。成年人每次吃一片，每天最多三次，每次至少隔六个小时。吃药这段时间最好别喝酒。怀孕和正在哺乳的女性要听医生的安排再用。小孩用药时一定要有大人看着。要是连吃三天还是疼，就去问医生。",
    changes: [
      c("number", "每天最多三次", "每天最多五次"),
      c("number", "至少隔六个小时", "至少隔两个小时"),
      c("negation", "最好别喝酒", "可以适量喝酒"),
      c("antonym", "减轻轻到中等程度", "减轻重到极重程度"),
      c("quantifier", "一定要有大人看着", "偶尔要有大人看着"),
      c("entity", "要听医生的安排", "要听药师的安排"),
      c("causal", "要是连吃三天还是疼", "虽然连吃三天还是疼"),
    ],
  },
  {
    // a chat message
    lang: "zh",
    original: "妈，我明天下午三点的高铁，大概晚上七点到家。不用来车站接我，我自己打车回去。我在车上吃过了，所以晚饭别做太多。对了，上次说的那本书我没找到，下次再带给你。",
    rewrite: "妈，跟你说一下，我坐明天15点的高铁，到家差不多19点。我打车回去就行，你别来车站接了。因为我在车上就吃了，晚饭少做点。还有，你要的那本书我没找着，等下回再给你带。",
    changes: [
      c("number", "15点的高铁", "13点的高铁"),
      c("number", "差不多19点", "差不多21点"),
      c("negation", "你别来车站接了", "你来车站接我吧"),
      c("negation", "那本书我没找着", "那本书我找着了"),
      c("antonym", "晚饭少做点", "晚饭多做点"),
      c("causal", "因为我在车上", "虽然我在车上"),
    ],
  },
  {
    // history
    lang: "zh",
    original: "郑和于1405年第一次下西洋，船队有两百多艘船、两万七千多人。此后二十八年间，他先后七次远航，最远到达东非沿岸。这些航行并不是为了贸易，主要目的是宣扬明朝国威。郑和死后，明朝再也没有组织过这样大规模的远航。",
    rewrite: "1405年，郑和率领由200余艘船组成、人员超过2.7万的船队首次出海下西洋。在之后的28年里，他一共远航七次，足迹最远到了非洲东海岸。远航主要是为了展示明朝的国力，而非做生意。他去世以后，明朝没有再派出过如此规模的船队。",
    changes: [
      c("number", "200余艘船", "100余艘船"),
      c("number", "一共远航七次", "一共远航九次"),
      c("entity", "郑和率领", "张骞率领"),
      c("negation", "明朝没有再派出过", "明朝又多次派出过"),
      c("antonym", "非洲东海岸", "非洲西海岸"),
      c("antonym", "他去世以后", "他去世之前"),
    ],
  },
  // ── ko ──
  {
    // a recipe
    lang: "ko",
    original: "냄비에 물 500ml를 붓고 멸치 10마리를 넣어 15분 동안 끓인다. 멸치를 모두 건진 뒤 된장 두 큰술을 풀고, 감자와 애호박을 넣는다. 두부는 부서지기 쉬우므로 마지막에 넣는다. 간은 소금을 쓰지 않고 된장으로만 맞춘다.",
    rewrite: "먼저 냄비에 물 500밀리리터와 멸치 열 마리를 넣고 십오 분간 끓여 육수를 낸다. 멸치를 전부 꺼내고 나서 된장을 두 큰술 풀어 준 다음 감자, 애호박을 넣는다. 두부는 쉽게 부서지기 때문에 맨 나중에 넣는 게 좋다. 소금은 쓰지 않고 된장만으로 간을 한다.",
    changes: [
      c("number", "멸치 열 마리", "멸치 스무 마리"),
      c("number", "십오 분간", "오십 분간"),
      c("quantifier", "멸치를 전부 꺼내고", "멸치를 몇 마리만 꺼내고"),
      c("causal", "부서지기 때문에", "부서지는데도"),
      c("antonym", "맨 나중에", "맨 처음에"),
      c("negation", "소금은 쓰지 않고", "소금을 넉넉히 쓰고"),
      c("entity", "애호박을", "양파를"),
    ],
  },
  {
    // a job contract
    lang: "ko",
    original: "근로자의 근무 시간은 오전 9시부터 오후 6시까지이며, 점심시간 1시간은 근무 시간에 포함되지 않는다. 월급은 매월 25일에 지급한다. 수습 기간 3개월 동안은 급여의 90%를 지급한다. 모든 근로자는 회사의 허락 없이 다른 회사에서 일할 수 없다.",
    rewrite: "일하는 시간은 아침 아홉 시에서 저녁 여섯 시까지다. 다만 한 시간의 점심시간은 근무로 치지 않는다. 첫 석 달은 수습 기간이라 급여의 구십 퍼센트만 받는다. 급여일은 매달 25일이다. 직원 누구도 회사가 허락하지 않으면 다른 곳에서 겸업을 할 수 없다.",
    changes: [
      c("number", "매달 25일", "매달 15일"),
      c("number", "구십 퍼센트", "칠십 퍼센트"),
      c("number", "첫 석 달은", "첫 여섯 달은"),
      c("negation", "근무로 치지 않는다", "근무로 친다"),
      c("negation", "겸업을 할 수 없다", "겸업을 할 수 있다"),
      c("causal", "수습 기간이라 급여의", "수습 기간인데도 급여의"),
      c("quantifier", "직원 누구도", "일부 직원은"),
    ],
  },
  {
    // a sports report
    lang: "ko",
    original: "LG 트윈스가 어제 잠실에서 열린 경기에서 두산 베어스를 5대 2로 이겼다. 선발 투수 임찬규는 7이닝 동안 한 점도 내주지 않았다. 8회에 두 점을 내줬지만 9회에 마무리 투수가 무사히 경기를 끝냈다. 이 승리로 LG는 3연패에서 벗어났다.",
    rewrite: "어제 잠실 경기에서 LG 트윈스는 두산 베어스를 5-2로 꺾고 세 경기 연속 패배의 사슬을 끊었다. 선발로 나선 임찬규가 일곱 이닝을 무실점으로 막아 낸 덕분이다. 8회에 2점을 허용했으나 9회에는 마무리 투수가 깔끔하게 마무리했다.",
    changes: [
      c("number", "5-2로", "5-4로"),
      c("number", "일곱 이닝을", "다섯 이닝을"),
      c("entity", "임찬규가", "임지규가"),
      c("entity", "두산 베어스를", "키움 히어로즈를"),
      c("negation", "무실점으로 막아 낸", "실점을 거듭하며 버틴"),
      c("antonym", "깔끔하게 마무리했다", "불안하게 마무리했다"),
      c("causal", "2점을 허용했으나", "2점을 허용해서"),
    ],
  },
  {
    // a medicine leaflet
    lang: "ko",
    original: "이 약은 감기로 인한 발열과 두통을 완화합니다. 만 12세 이상은 1회 2정, 하루 3회까지 복용할 수 있습니다. 졸음이 올 수 있으므로 복용 후에는 운전을 하지 마십시오. 대부분의 환자에게서 부작용은 나타나지 않았으나, 드물게 발진이 생길 수 있습니다. 3일 이상 복용해도 증상이 나아지지 않으면 의사와 상담하십시오.",
    rewrite: "감기 때문에 열이 나거나 머리가 아플 때 증상을 덜어 주는 약입니다. 열두 살 이상이면 한 번에 두 알씩, 하루에 세 번까지 먹을 수 있습니다. 먹고 나면 졸릴 수 있어서 운전은 삼가야 합니다. 환자 대다수는 부작용을 겪지 않았지만 간혹 피부에 발진이 돋는 경우가 있습니다. 사흘 넘게 먹었는데도 낫지 않는다면 의사에게 상담을 받으십시오.",
    changes: [
      c("number", "한 번에 두 알씩", "한 번에 네 알씩"),
      c("number", "열두 살 이상", "여덟 살 이상"),
      c("causal", "졸릴 수 있어서", "졸릴 수 있지만"),
      c("negation", "부작용을 겪지 않았지만", "부작용을 겪었지만"),
      c("quantifier", "환자 대다수는", "환자 일부는"),
      c("antonym", "증상을 덜어 주는", "증상을 악화시키는"),
      c("negation", "낫지 않는다면", "낫는다면"),
    ],
  },
  {
    // a chat message
    lang: "ko",
    original: "팀장님, 오늘 고객사 미팅이 오후 4시로 미뤄졌습니다. 저는 외근 중이라 사무실에 들르지 못하고 바로 강남 사옥으로 가겠습니다. 발표 자료는 어젯밤에 모두 수정해서 메일로 보내 드렸습니다. 혹시 추가로 고칠 부분이 있으면 알려 주세요.",
    rewrite: "팀장님, 고객사 미팅 시간이 오늘 오후 네 시로 변경됐습니다. 외근 나와 있어서 사무실은 못 들르고 강남 사옥으로 곧장 가려고 합니다. 어젯밤 발표 자료 수정은 전부 끝냈고 메일로 보내 드렸어요. 더 손봐야 할 데가 있으면 말씀 주세요.",
    changes: [
      c("number", "오후 네 시로", "오후 두 시로"),
      c("entity", "강남 사옥으로", "판교 사옥으로"),
      c("negation", "사무실은 못 들르고", "사무실에 들렀다가"),
      c("causal", "외근 나와 있어서", "외근 나와 있지만"),
      c("quantifier", "수정은 전부 끝냈고", "수정은 절반쯤 끝냈고"),
      c("antonym", "메일로 보내 드렸어요", "메일로 받았어요"),
    ],
  },
  {
    // history
    lang: "ko",
    original: "세종대왕은 1443년에 훈민정음을 만들고 1446년에 반포했다. 당시 많은 백성은 한자를 몰라 자기 뜻을 글로 나타내지 못했다. 일부 신하들은 새 문자에 반대했지만, 세종은 뜻을 굽히지 않았다. 훈민정음은 처음에 28자였으나 지금은 24자만 쓰인다.",
    rewrite: "한자를 알지 못하는 백성이 많아 당시에는 자기 생각을 글로 적을 수 없는 사람이 많았다. 이에 세종대왕은 1443년 훈민정음을 창제했고, 1446년 이를 널리 펴냈다. 몇몇 신하가 새 글자를 반대했으나 세종은 물러서지 않았다. 처음 스물여덟 자였던 글자는 오늘날 스물네 자만 남아 쓰인다.",
    changes: [
      c("number", "1443년 훈민정음을", "1433년 훈민정음을"),
      c("number", "스물네 자만", "스물두 자만"),
      c("entity", "세종대왕은", "태종은"),
      c("quantifier", "몇몇 신하가", "거의 모든 신하가"),
      c("negation", "물러서지 않았다", "결국 물러섰다"),
      c("causal", "이에 세종대왕은", "그런데도 세종대왕은"),
      c("antonym", "백성이 많아", "백성이 적어"),
    ],
  },
  // ── ja ──
  {
    // a recipe
    lang: "ja",
    original: "じゃがいも3個は皮をむいて4つに切り、水に10分さらす。鍋に油を熱し、牛肉200gを炒めて色が変わったら野菜を加える。だし400mlと醤油大さじ3を入れ、弱火で20分煮る。煮崩れしないように、途中であまり混ぜないこと。",
    rewrite: "皮をむいたじゃがいも三個を四等分にして、十分ほど水につけておく。油をひいた鍋で牛肉を200グラム炒め、肉の色が変わってから野菜を入れる。だしを400ミリリットル、醤油を大さじ三杯加え、二十分間弱火で煮込む。煮崩れを防ぐため、途中ではできるだけかき混ぜないようにする。",
    changes: [
      c("number", "牛肉を200グラム", "牛肉を500グラム"),
      c("number", "二十分間弱火", "二分間弱火"),
      c("antonym", "間弱火で", "間強火で"),
      c("negation", "かき混ぜないようにする", "かき混ぜるようにする"),
      c("quantifier", "野菜を入れる", "野菜の一部を入れる"),
      c("entity", "で牛肉を", "で豚肉を"),
    ],
  },
  {
    // terms of service
    lang: "ja",
    original: "本サービスの月額料金は980円です。解約はいつでも可能ですが、月の途中で解約しても料金は日割りになりません。利用者は、アカウントを第三者に譲渡してはなりません。当社は、利用者に30日前までに通知したうえで、本規約を変更できるものとします。",
    rewrite: "料金は月980円で、いつ解約してもかまいません。ただし、月半ばで解約された場合でも日割りでの計算はいたしません。アカウントを他人に譲ることは禁止です。規約を変えるときは、当社から少なくとも三十日前にお知らせします。",
    changes: [
      c("number", "月980円", "月1,980円"),
      c("number", "三十日前", "七日前"),
      c("negation", "日割りでの計算はいたしません", "日割りで計算いたします"),
      c("negation", "譲ることは禁止です", "譲ることは自由です"),
      c("causal", "ただし、月半ばで", "そのため、月半ばで"),
      c("entity", "当社から", "販売代理店から"),
    ],
  },
  {
    // a sports report
    lang: "ja",
    original: "J1リーグ第20節、川崎フロンターレは横浜F・マリノスに2対0で勝った。前半25分に家長が先制点を挙げ、後半にも追加点を奪った。川崎は守備でも相手にほとんどシュートを打たせなかった。この結果、川崎は首位との差を勝ち点4に縮めた。",
    rewrite: "川崎フロンターレがJ1第20節で横浜F・マリノスを2-0で下した。25分、家長のゴールで先手を取ると、後半にもう1点を追加。守っても、マリノスにシュートをほとんど許さなかった。これで首位との勝ち点差は4まで縮まった。",
    changes: [
      c("number", "第20節", "第22節"),
      c("number", "差は4まで", "差は7まで"),
      c("entity", "家長のゴール", "小林のゴール"),
      c("negation", "ほとんど許さなかった", "何本も許した"),
      c("antonym", "4まで縮まった", "4まで広がった"),
      c("causal", "これで首位との", "それでも首位との"),
    ],
  },
  {
    // a medicine leaflet (eye drops)
    lang: "ja",
    original: "1回1〜2滴、1日4回点眼してください。コンタクトレンズを装着したまま使用しないでください。使用中に目のかゆみや痛みが強くなった場合は、すぐに使用を中止し、医師に相談してください。多くの方に副作用は見られませんが、まれに一時的に目がしみることがあります。",
    rewrite: "一度に一、二滴を、一日四回さしてください。コンタクトは外してから使いましょう。目のかゆみや痛みがひどくなったら、直ちに使うのをやめて医師に相談を。副作用の出ない方がほとんどですが、ごくまれに一時的にしみる場合があります。",
    changes: [
      c("number", "一日四回", "一日八回"),
      c("number", "一、二滴", "五、六滴"),
      c("negation", "副作用の出ない方", "副作用の出る方"),
      c("antonym", "ひどくなったら", "やわらいだら"),
      c("quantifier", "方がほとんどですが", "方は一部ですが"),
      c("antonym", "外してから", "つけたまま"),
      c("entity", "医師に相談を", "薬剤師に相談を"),
    ],
  },
  {
    // a chat message
    lang: "ja",
    original: "ごめん、今日の飲み会は行けなくなった。急に残業が入って、9時までは会社を出られそうにない。幹事の佐藤さんにはもう連絡してあるから大丈夫。来週の土曜なら空いてるので、また誘ってね。",
    rewrite: "ごめんね、急な残業のせいで今夜の飲み会には参加できそうにないです。21時までは会社から出られなさそう。佐藤さん（幹事）には連絡済みなので心配しないで。来週土曜は予定がないから、よかったらまた声かけて。",
    changes: [
      c("number", "21時までは", "19時までは"),
      c("entity", "佐藤さん", "加藤さん"),
      c("negation", "参加できそうにないです", "参加できそうです"),
      c("causal", "急な残業のせいで", "急な残業があっても"),
      c("negation", "予定がないから", "予定があるから"),
      c("quantifier", "飲み会には参加", "飲み会には少しだけ参加"),
    ],
  },
  {
    // history
    lang: "ja",
    original: "江戸幕府は1639年にポルトガル船の来航を禁止し、いわゆる鎖国体制が完成した。ただし、長崎の出島ではオランダとの貿易が続けられた。幕府は海外の情報をオランダ商館長の報告から得ていた。この体制は1854年の日米和親条約まで、およそ200年続いた。",
    rewrite: "1639年、江戸幕府がポルトガル船の入港を禁じたことで、鎖国と呼ばれる体制が整った。とはいえ、オランダとの交易は長崎・出島で途絶えることなく行われ、幕府はオランダ商館長からの報告を通じて海外の事情を知った。二百年近く続いたこの体制は、1854年に日米和親条約が結ばれるまで終わらなかった。",
    changes: [
      c("number", "1639年", "1693年"),
      c("number", "1854年に", "1864年に"),
      c("entity", "ポルトガル船", "スペイン船"),
      c("entity", "長崎・出島で", "長崎・平戸で"),
      c("negation", "途絶えることなく行われ", "行われることはなく"),
      c("causal", "禁じたことで", "禁じたものの"),
      c("antonym", "入港を禁じた", "入港を認めた"),
    ],
  },
];

export const ELEVENTH_PAIRS: EleventhPair[] = PAIRS.map((p, i) => ({ ...p, id: `eleventh-${p.lang}-${String(i + 1).padStart(2, "0")}` }));

export const withEleventhChange = (p: EleventhPair, ch: EleventhChange): string => p.rewrite.replace(ch.from, ch.to);
