// Hand-written pairs of the tenth hold-out of bench:meaning (our own text, none of it from the
// corpus), written before the checker was changed in the round that built it (issue 16, tenth
// round) and without reading the checker's word lists; scored once on main before any change,
// once after.
//
// Six short news items per language (a library, a ferry, a software fix, a river clean-up, a
// nurses' survey, a museum roof, a metro line, a drought, a firm's year, a school rule, a bridge,
// a marathon, a bakery, a park, a job survey, a plant closing, a novel, a noodle shop, a rail
// line, a festival), rewritten the way an LLM humanizer would: sentences merged, split and
// reordered, numbers in other notations ($120,000 → "120 thousand dollars", 2.3 tonnes →
// 2,300 kg, 1만2천 → 만 이천, 15% → 一割五分, 2小时08分 → 两小时零八分钟, 4割 → 五人に二人),
// negations said with other words ("did not pay" → "contributed nothing", "짓지 않기로 했다" →
// "계획을 접었다", "不能通行" → "一律禁行", "没有结果" → "颗粒无收", "変えず" → "これまでどおり"),
// connectives dropped. Each pair has five to eight one-place changes of at least four kinds,
// written in varied ways (a word swapped, a clause reworded, a cause turned concessive, a share
// restated, a place or a person replaced, a negation said by meaning rather than by a negator).
import type { Lang } from "../../lib/engine/types";
import type { Kind } from "./perturb";

export type TenthKind = "antonym" | "entity" | Kind;
export const TENTH_KINDS: readonly TenthKind[] = ["antonym", "entity", "number", "negation", "quantifier", "causal"];

export interface TenthChange {
  kind: TenthKind;
  /** A substring of the rewrite, found exactly once. */
  from: string;
  to: string;
}

export interface TenthPair {
  id: string;
  lang: Lang;
  original: string;
  rewrite: string;
  changes: TenthChange[];
}

const c = (kind: TenthKind, from: string, to: string): TenthChange => ({ kind, from, to });

const PAIRS: Omit<TenthPair, "id">[] = [
  // ── en ──
  {
    lang: "en",
    original: "Because many students said they had nowhere quiet to study in the evening, the Northgate public library will stay open until 9 p.m. on weekdays from May. Until now it closed at 6. The extra hours will cost the city about $120,000 a year.",
    rewrite: "Plenty of students had complained that there was no quiet place for them to study after dark, so from May Northgate's public library will keep its doors open on weekdays until nine in the evening rather than six. The city expects the longer hours to cost it roughly 120 thousand dollars annually.",
    changes: [
      c("number", "until nine in the evening", "until eleven in the evening"),
      c("number", "roughly 120 thousand dollars", "roughly 120 million dollars"),
      c("entity", "Northgate's public library", "Eastgate's public library"),
      c("negation", "there was no quiet place", "there was a quiet place"),
      c("quantifier", "Plenty of students", "Only a couple of students"),
      c("antonym", "the longer hours", "the shorter hours"),
      c("causal", ", so from May", ", but from May"),
    ],
  },
  {
    lang: "en",
    original: "The ferry between Port Alder and Gull Island will not run on Sundays this winter. Only about 40 passengers a day used the Sunday service last year, so the operator says it is not worth the fuel. Weekday crossings stay the same, with the first boat leaving at 6:30.",
    rewrite: "This winter there will be no Sunday ferry between Port Alder and Gull Island. With just forty or so riders a day on Sundays last year, the operator considers the fuel a waste. On weekdays nothing changes: the first boat still departs at half past six.",
    changes: [
      c("negation", "there will be no Sunday ferry", "there will be a Sunday ferry"),
      c("number", "departs at half past six", "departs at half past seven"),
      c("entity", "and Gull Island", "and Heron Island"),
      c("causal", "With just forty or so riders", "Despite just forty or so riders"),
      c("quantifier", "On weekdays nothing changes", "On weekdays everything changes"),
      c("antonym", "the first boat still departs", "the last boat still departs"),
    ],
  },
  {
    lang: "en",
    original: "Version 4.2 of the Quill editor fixes a bug that could delete unsaved files. The team found the bug after three users reported lost work in June. The update is free for everyone, and older versions will no longer receive security patches after December.",
    rewrite: "After three people told them in June that work had vanished, the Quill team tracked down a bug capable of wiping files that hadn't been saved; release 4.2 puts it right. Every user gets the update at no charge. Come December, security patches stop for earlier versions.",
    changes: [
      c("number", "release 4.2", "release 4.3"),
      c("number", "After three people", "After thirty people"),
      c("entity", "the Quill team", "the Inkwell team"),
      c("quantifier", "Every user gets", "Some users get"),
      c("negation", "files that hadn't been saved", "files that had been saved"),
      c("antonym", "stop for earlier versions", "stop for newer versions"),
      c("causal", "After three people told them in June", "Although three people told them in June"),
    ],
  },
  {
    lang: "en",
    original: "Volunteers removed 2.3 tonnes of rubbish from the Wren River last Saturday. Most of it was plastic, but they also pulled out two shopping carts and a bicycle. The council did not pay for the event, so a local brewery covered the cost of gloves and bags.",
    rewrite: "Last Saturday, volunteers hauled 2,300 kg of litter out of the Wren River, mostly plastic, along with a pair of shopping carts and a bike. Because the council contributed nothing, a local brewery paid for the gloves and bags.",
    changes: [
      c("number", "2,300 kg", "3,200 kg"),
      c("number", "a pair of shopping carts", "a dozen shopping carts"),
      c("entity", "the Wren River", "the Finch River"),
      c("quantifier", "mostly plastic", "hardly any of it plastic"),
      c("negation", "contributed nothing", "contributed something"),
      c("antonym", "Last Saturday", "Next Saturday"),
      c("causal", "Because the council", "Although the council"),
    ],
  },
  {
    lang: "en",
    original: "In a survey of 800 nurses at Riverside Hospital, nearly all said they work overtime at least once a week. Half said they had considered leaving the profession. The hospital plans to hire 60 more nurses next year, although the budget has not yet been approved.",
    rewrite: "Riverside Hospital plans to take on sixty additional nurses next year, though its budget is still awaiting approval. When 800 of its nurses were surveyed, almost every one reported working overtime at least weekly, and 50% had thought about quitting nursing.",
    changes: [
      c("number", "sixty additional nurses", "sixteen additional nurses"),
      c("number", "and 50% had thought", "and 15% had thought"),
      c("quantifier", "almost every one reported", "only a few reported"),
      c("entity", "Riverside Hospital plans", "Lakeside Hospital plans"),
      c("negation", "its budget is still awaiting approval", "its budget has already been approved"),
      c("causal", "though its budget", "because its budget"),
      c("antonym", "at least weekly", "at most weekly"),
    ],
  },
  {
    lang: "en",
    original: "The Hallam Museum will close for eighteen months from January while its roof is replaced. Its 3,000 paintings will not be stored away: about 200 will travel to a gallery in Bristol, and the rest stay in the building under cover. The repair costs £4 million, most of it from a national grant.",
    rewrite: "From January, the Hallam Museum shuts for a year and a half so that the roof can be replaced. The repair bill of four million pounds is largely covered by a national grant. Rather than going into storage, some 200 of the 3,000 paintings will go on loan to a Bristol gallery, with the remainder kept under cover inside.",
    changes: [
      c("number", "for a year and a half", "for two and a half years"),
      c("entity", "to a Bristol gallery", "to a Cardiff gallery"),
      c("quantifier", "is largely covered by", "is partly covered by"),
      c("negation", "with the remainder kept under cover", "with the remainder not kept under cover"),
      c("antonym", "the Hallam Museum shuts", "the Hallam Museum opens"),
      c("causal", "so that the roof can be replaced", "even though the roof will be replaced"),
    ],
  },
  // ── zh ──
  {
    lang: "zh",
    original: "由于客流持续增加，市地铁3号线从下月起将运营时间延长一小时。末班车将由晚上十点半推迟到十一点半。票价不会调整。",
    rewrite: "下个月开始，地铁三号线每天多运营六十分钟，末班车从22:30改到23:30，原因是乘客越来越多。票价保持不变。",
    changes: [
      c("number", "改到23:30", "改到23:00"),
      c("entity", "地铁三号线", "地铁五号线"),
      c("antonym", "乘客越来越多", "乘客越来越少"),
      c("negation", "票价保持不变", "票价并非保持不变"),
      c("causal", "原因是乘客", "尽管乘客"),
      c("quantifier", "每天多运营", "部分日子多运营"),
    ],
  },
  {
    lang: "zh",
    original: "今年夏天雨水太少，老周的果园里大约一半的桃树没有结果。他说，如果明年还是这样，就不得不改种耐旱的枣树。村里其他果农也遇到了同样的问题。",
    rewrite: "由于今夏干旱，老周的果园近五成桃树颗粒无收。村里别的果农情况也一样。老周表示，要是明年依旧如此，他只能改种更耐旱的枣树。",
    changes: [
      c("number", "近五成桃树", "近八成桃树"),
      c("entity", "老周的果园", "老吴的果园"),
      c("quantifier", "村里别的果农", "村里少数果农"),
      c("negation", "颗粒无收", "收成不错"),
      c("antonym", "更耐旱的枣树", "更怕旱的枣树"),
      c("causal", "由于今夏干旱", "虽然今夏干旱"),
    ],
  },
  {
    lang: "zh",
    original: "星河科技去年营收为12.6亿元，比前年增长了18%。公司没有裁员，反而在所有部门新招了共300名工程师。不过，净利润因为研发投入加大而有所下降。",
    rewrite: "星河科技去年收入十二亿六千万元，同比增幅为百分之十八。它一个人也没裁，每个部门都扩招了，合计新增三百名工程师。研发花得多了，所以净利润略有下滑。",
    changes: [
      c("number", "合计新增三百名", "合计新增三千名"),
      c("number", "百分之十八", "百分之二十八"),
      c("entity", "星河科技", "星海科技"),
      c("negation", "一个人也没裁", "裁了一批人"),
      c("quantifier", "每个部门都扩招了", "少数部门扩招了"),
      c("causal", "所以净利润", "但净利润"),
      c("antonym", "略有下滑", "略有上升"),
    ],
  },
  {
    lang: "zh",
    original: "明德小学规定，学生每天在校使用手机不得超过半小时。校长说，这项规定不是为了惩罚学生，而是希望他们多参加户外活动。大多数家长支持这一做法。",
    rewrite: "多数家长赞成明德小学的新规：学生在校每天用手机最多三十分钟。校长解释，此举并非惩罚，目的是让孩子们多去户外活动。",
    changes: [
      c("number", "最多三十分钟", "最多四十分钟"),
      c("entity", "明德小学", "明远小学"),
      c("quantifier", "多数家长赞成", "少数家长赞成"),
      c("negation", "此举并非惩罚", "此举就是惩罚"),
      c("antonym", "多去户外活动", "少去户外活动"),
      c("causal", "目的是让孩子们", "虽然这会让孩子们"),
    ],
  },
  {
    lang: "zh",
    original: "因为桥面出现裂缝，长江路大桥将于本周六起封闭两周进行维修。维修期间，公交车改走滨江路，私家车则不能通行。预计维修费用约为八百万元。",
    rewrite: "长江路大桥桥面开裂了，因此从本周六开始封桥十四天检修。这段时间私家车一律禁行，公交车绕行滨江路。维修费预计在800万元左右。",
    changes: [
      c("number", "封桥十四天", "封桥四十天"),
      c("number", "800万元", "800元"),
      c("entity", "绕行滨江路", "绕行沿江路"),
      c("negation", "私家车一律禁行", "私家车一律放行"),
      c("quantifier", "一律禁行", "部分禁行"),
      c("causal", "因此从本周六", "然而从本周六"),
      c("antonym", "从本周六开始", "到本周六结束"),
    ],
  },
  {
    lang: "zh",
    original: "第十届城市马拉松吸引了超过两万名选手参加，创下历史新高，大部分选手都完成了比赛。男子组冠军是来自肯尼亚的基普罗诺，成绩为2小时08分。由于天气炎热，组委会在沿途增设了十个补水站。比赛期间没有发生严重事故。",
    rewrite: "参加第十届城市马拉松的选手逾20000人，人数之多前所未有，多数人跑完了全程。天气很热，组委会因此沿线多设了10个补水点。男子组夺冠的是肯尼亚人基普罗诺，用时两小时零八分钟。全程未出现重大事故。",
    changes: [
      c("number", "两小时零八分钟", "两小时十八分钟"),
      c("entity", "肯尼亚人基普罗诺", "埃塞俄比亚人基普罗诺"),
      c("antonym", "天气很热", "天气很冷"),
      c("causal", "组委会因此沿线", "组委会却沿线"),
      c("quantifier", "多数人跑完了全程", "少数人跑完了全程"),
      c("negation", "全程未出现重大事故", "全程出现了重大事故"),
    ],
  },
  // ── ko ──
  {
    lang: "ko",
    original: "서울 마포구의 한 구립도서관이 다음 달부터 평일 운영 시간을 밤 10시까지 늘린다. 지금까지는 오후 6시에 문을 닫아 직장인들이 이용하기 어려웠다. 연장 운영에 드는 비용은 연간 약 1억 원이다.",
    rewrite: "그동안 저녁 여섯 시면 문을 닫는 바람에 직장인들은 마포구 구립도서관을 쓰기 힘들었다. 그래서 다음 달부터는 평일에 밤 열 시까지 연다. 늘어난 시간만큼 해마다 1억 원가량이 들어간다.",
    changes: [
      c("number", "밤 열 시까지", "밤 열한 시까지"),
      c("entity", "마포구 구립도서관", "서초구 구립도서관"),
      c("causal", "그래서 다음 달부터는", "그런데도 다음 달부터는"),
      c("antonym", "쓰기 힘들었다", "쓰기 쉬웠다"),
      c("negation", "문을 닫는 바람에", "문을 닫지 않는 바람에"),
      c("quantifier", "직장인들은 마포구", "일부 직장인만 마포구"),
    ],
  },
  {
    lang: "ko",
    original: "김민수 씨는 2018년 전주 한옥마을에 작은 빵집을 열었다. 손님의 70% 정도가 단골이며, 그는 전날 만든 빵을 절대 팔지 않는다. 버터 가격이 오르자 그는 식빵 가격을 3천 원에서 3천5백 원으로 올렸다.",
    rewrite: "전주 한옥마을의 작은 빵집 주인 김민수 씨는 하루 지난 빵은 결코 내놓지 않는다. 가게는 2018년에 문을 열었고, 찾아오는 손님 열 명 중 일곱 명은 단골이다. 버터값이 뛰면서 식빵 한 개 값도 3,000원에서 3,500원이 됐다.",
    changes: [
      c("number", "열 명 중 일곱 명은", "열 명 중 세 명은"),
      c("entity", "김민수 씨는", "김민호 씨는"),
      c("entity", "전주 한옥마을의", "경주 한옥마을의"),
      c("negation", "결코 내놓지 않는다", "그대로 내놓는다"),
      c("antonym", "버터값이 뛰면서", "버터값이 떨어지면서"),
      c("causal", "버터값이 뛰면서 식빵", "버터값이 뛰었는데도 식빵"),
      c("quantifier", "손님 열 명 중 일곱 명은", "손님 거의 모두가"),
    ],
  },
  {
    lang: "ko",
    original: "부산시는 해운대 인근 공원 부지에 아파트를 짓지 않기로 했다. 주민 1만2천 명이 반대 서명을 했고, 인근 상인들도 모두 반대했기 때문이다. 대신 시는 내년까지 50억 원을 들여 산책로와 놀이터를 새로 만든다.",
    rewrite: "주민 만 이천 명이 반대 서명에 나서고 주변 상인들도 하나같이 반대하자, 부산시는 해운대 근처 공원 땅에 아파트를 세우려던 계획을 접었다. 시는 그 대신 내년까지 오십억 원을 투입해 산책로와 놀이터를 조성할 계획이다.",
    changes: [
      c("number", "오십억 원을", "오백억 원을"),
      c("number", "주민 만 이천 명이", "주민 만 명이"),
      c("entity", "해운대 근처", "광안리 근처"),
      c("negation", "계획을 접었다", "계획을 밀어붙였다"),
      c("causal", "하나같이 반대하자,", "하나같이 반대했지만,"),
      c("quantifier", "하나같이 반대하자", "일부만 반대하자"),
      c("antonym", "놀이터를 조성할", "놀이터를 철거할"),
    ],
  },
  {
    lang: "ko",
    original: "취업 포털 '잡링크'가 직장인 1,500명에게 물었더니 10명 중 6명이 올해 이직을 고려하고 있다고 답했다. 가장 큰 이유는 낮은 연봉이었다. 반면 현재 회사에 만족한다는 응답은 20%에 그쳤다.",
    rewrite: "'잡링크'라는 취업 포털이 직장인 천오백 명을 조사한 결과, 응답자의 60%가 올해 회사를 옮길 생각이 있다고 밝혔다. 연봉이 적기 때문이라는 답이 가장 많았다. 지금 다니는 회사가 만족스럽다는 사람은 다섯 명 중 한 명뿐이었다.",
    changes: [
      c("number", "다섯 명 중 한 명뿐", "다섯 명 중 두 명뿐"),
      c("number", "직장인 천오백 명", "직장인 천오십 명"),
      c("quantifier", "응답자의 60%가", "응답자 거의 전원이"),
      c("antonym", "연봉이 적기", "연봉이 많기"),
      c("negation", "만족스럽다는 사람은", "만족스럽지 않다는 사람은"),
      c("entity", "'잡링크'라는", "'잡브릿지'라는"),
      c("causal", "연봉이 적기 때문이라는", "연봉이 적은데도 그렇다는"),
    ],
  },
  {
    lang: "ko",
    original: "경북 구미의 한 반도체 부품 공장이 올해 말 문을 닫는다. 주문이 2년 연속 줄었기 때문이다. 직원 240명 가운데 절반은 회사의 다른 공장으로 옮기고, 나머지는 퇴직금을 받고 회사를 떠난다.",
    rewrite: "두 해 내리 주문이 감소한 구미의 반도체 부품 공장은 결국 연말에 가동을 멈춘다. 240명의 직원 중 120명은 다른 사업장으로 자리를 옮긴다. 남은 인원은 퇴직금을 받고 나간다.",
    changes: [
      c("number", "240명의 직원 중 120명은", "240명의 직원 중 100명은"),
      c("entity", "구미의 반도체", "창원의 반도체"),
      c("antonym", "주문이 감소한", "주문이 증가한"),
      c("causal", "결국 연말에", "그런데도 연말에"),
      c("negation", "가동을 멈춘다", "가동을 멈추지 않는다"),
      c("quantifier", "남은 인원은", "남은 인원 가운데 일부는"),
    ],
  },
  {
    lang: "ko",
    original: "소설가 이서진의 새 장편 '겨울 정원'이 출간 한 달 만에 5만 부 넘게 팔렸다. 작가는 이번 작품을 쓰는 데 4년이 걸렸다고 밝혔다. 대부분의 평론가는 그의 최고작이라고 평가했지만, 결말이 아쉽다는 의견도 있었다.",
    rewrite: "이서진 작가가 4년을 들여 완성한 장편소설 '겨울 정원'은 나온 지 한 달 만에 오만 부 이상 판매됐다. 평론가 다수는 그의 작품 가운데 가장 뛰어나다고 봤다. 다만 마지막 부분이 아쉽다는 평도 나왔다.",
    changes: [
      c("number", "오만 부 이상", "오천 부 이상"),
      c("entity", "이서진 작가가", "이서준 작가가"),
      c("entity", "'겨울 정원'은", "'겨울 바다'는"),
      c("quantifier", "평론가 다수는", "평론가 몇몇은"),
      c("antonym", "가장 뛰어나다고", "가장 못하다고"),
      c("negation", "아쉽다는 평도 나왔다", "아쉽다는 평은 나오지 않았다"),
      c("causal", "다만 마지막 부분이", "그래서 마지막 부분이"),
    ],
  },
  // ── ja ──
  {
    lang: "ja",
    original: "市立中央図書館は、来月から平日の開館時間を午後9時まで延長する。これまでは午後6時に閉館していたため、仕事帰りの会社員はほとんど利用できなかった。延長にかかる費用は年間およそ800万円だ。",
    rewrite: "仕事を終えた会社員の多くは、夕方6時で閉まってしまう市立中央図書館をなかなか使えずにいた。そこで来月からは、平日は21時まで開けておくことになった。年に八百万円ほどの費用がかかる見込みだ。",
    changes: [
      c("number", "平日は21時まで", "平日は23時まで"),
      c("entity", "市立中央図書館", "市立北図書館"),
      c("causal", "そこで来月からは", "それでも来月からは"),
      c("negation", "なかなか使えずにいた", "いつでも使えていた"),
      c("quantifier", "会社員の多くは", "会社員のごく一部は"),
      c("antonym", "費用がかかる見込み", "費用が浮く見込み"),
    ],
  },
  {
    lang: "ja",
    original: "大阪・天満の老舗うどん店「松乃屋」が、創業70年を迎えた今月末で店を閉じる。店主の高齢と後継者不足が理由だ。最終日まで営業時間は変えず、値段も据え置くという。",
    rewrite: "後を継ぐ人がおらず、店主も年を取ったことから、天満にあるうどんの老舗「松乃屋」は、今月末で七十年の歴史に幕を下ろす。最後の日まで、営業時間も値段もこれまでどおりだ。",
    changes: [
      c("number", "七十年の歴史", "七年の歴史"),
      c("entity", "「松乃屋」は", "「竹乃屋」は"),
      c("entity", "天満にある", "難波にある"),
      c("negation", "後を継ぐ人がおらず", "後を継ぐ人がいて"),
      c("causal", "年を取ったことから", "年を取ったものの"),
      c("antonym", "今月末で", "今月初めで"),
      c("quantifier", "営業時間も値段も", "営業時間の一部と値段は"),
    ],
  },
  {
    lang: "ja",
    original: "精密機器メーカーの北斗工業は、2023年度の売上高が前年度比15%増の480億円だったと発表した。海外向けの受注が好調だったためだ。一方で、すべての国内工場で人手不足が続いており、新たな設備投資は見送った。",
    rewrite: "北斗工業（精密機器）の2023年度売上高は四百八十億円で、前の年度より一割五分伸びた。海外からの注文が好調だったおかげだ。ただし国内の工場はどこも人が足りない状態が続き、設備への新規投資は行わなかった。",
    changes: [
      c("number", "四百八十億円", "四百八十万円"),
      c("number", "2023年度", "2022年度"),
      c("entity", "北斗工業", "南斗工業"),
      c("causal", "好調だったおかげだ", "好調だったにもかかわらずだ"),
      c("antonym", "一割五分伸びた", "一割五分減った"),
      c("negation", "新規投資は行わなかった", "新規投資は行った"),
      c("quantifier", "国内の工場はどこも", "国内の工場は一部で"),
    ],
  },
  {
    lang: "ja",
    original: "子ども生活研究所の調査によると、小学生の約4割が1日に2時間以上スマートフォンを使っている。専門家は、睡眠不足につながるおそれがあると指摘する。ただし、使用時間を家庭で決めている子どもは、そうでない子どもより睡眠時間が長かった。",
    rewrite: "小学生のおよそ五人に二人は、一日二時間を超えてスマホを使っているという、子ども生活研究所の調査がある。寝不足を招きかねないと専門家は警告する。もっとも、家で使う時間を決めている子は、決めていない子に比べてよく眠れていた。",
    changes: [
      c("number", "五人に二人", "五人に四人"),
      c("number", "一日二時間", "一日三時間"),
      c("entity", "子ども生活研究所", "子ども環境研究所"),
      c("quantifier", "時間を決めている子は", "時間を決めている子の一部は"),
      c("negation", "決めていない子に比べて", "決めている子に比べて"),
      c("antonym", "寝不足を招きかねない", "寝過ぎを招きかねない"),
      c("causal", "もっとも、家で", "だから、家で"),
    ],
  },
  {
    lang: "ja",
    original: "台風の影響で始発から運転を見合わせていたみなと線は、午後3時に全線で運転を再開した。ただ、一部の列車には最大2時間の遅れが出た。乗客にけが人はいなかった。",
    rewrite: "みなと線は台風のため朝一番の列車から止まっていたが、15時に全区間で動き出した。けがをした乗客は一人もいない。とはいえ、列車によっては二時間ほどまで遅れた。",
    changes: [
      c("number", "15時に全区間で", "17時に全区間で"),
      c("entity", "みなと線は", "やまて線は"),
      c("quantifier", "全区間で動き出した", "一部の区間で動き出した"),
      c("negation", "けがをした乗客は一人もいない", "けがをした乗客が一人いる"),
      c("causal", "台風のため朝一番", "台風にもかかわらず朝一番"),
      c("antonym", "動き出した", "運休となった"),
    ],
  },
  {
    lang: "ja",
    original: "今年の「港まつり」には、3日間で延べ12万人が訪れ、過去最多となった。3日とも天気に恵まれたことに加え、初めて花火大会を2回に増やしたことが大きい。市は来年も同じ規模で開く予定だ。",
    rewrite: "三日とも晴れたうえ、花火大会を初めて二回に増やしたことも大きく、今年の「港まつり」は三日間の人出が延べ十二万人と、これまでで最も多かった。来年も市は同じ規模での開催を予定している。",
    changes: [
      c("number", "延べ十二万人", "延べ二十万人"),
      c("entity", "「港まつり」", "「川まつり」"),
      c("antonym", "これまでで最も多かった", "これまでで最も少なかった"),
      c("causal", "増やしたことも大きく", "増やしたにもかかわらず"),
      c("quantifier", "三日とも晴れたうえ", "一日だけ晴れたうえ"),
      c("negation", "同じ規模での開催を予定している", "同じ規模での開催は予定していない"),
    ],
  },
];

export const TENTH_PAIRS: TenthPair[] = PAIRS.map((p, i) => ({ ...p, id: `tenth-${p.lang}-${String(i + 1).padStart(2, "0")}` }));

export const withTenthChange = (p: TenthPair, ch: TenthChange): string => p.rewrite.replace(ch.from, ch.to);
