// Hand-written sample documents for the shadow tests (one per language, several paragraphs).
import type { Lang } from "../../lib/engine/types";

export const SAMPLES: Record<Lang, string> = {
  en: [
    "In today's rapidly evolving landscape, organizations must navigate a complex web of challenges. Moreover, the integration of new tools plays a pivotal role in shaping outcomes. It is important to note that success requires a holistic approach.",
    "I tried the new bus route on Monday. It was late, twice. The driver shrugged and said the schedule was more of a suggestion than a promise, which made me laugh despite the rain.",
    "Furthermore, stakeholders should leverage data-driven insights to foster innovation. Additionally, teams can unlock their full potential by embracing collaboration. Ultimately, this transformative journey paves the way for sustainable growth.",
  ].join("\n\n"),
  ko: [
    "오늘날 빠르게 변화하는 환경 속에서 기업은 다양한 도전에 직면하고 있습니다. 이러한 변화는 혁신적인 접근을 필요로 합니다. 따라서 체계적인 전략 수립이 무엇보다 중요합니다.",
    "어제는 비가 와서 우산을 챙겼다. 그런데 버스 정류장에 두고 내렸다. 집에 와서야 알았고, 좀 웃겼다.",
    "결론적으로, 지속 가능한 성장을 위해서는 구성원 모두의 협력이 필수적입니다. 이를 통해 조직은 새로운 가치를 창출할 수 있습니다. 앞으로의 귀추가 주목됩니다.",
  ].join("\n\n"),
  zh: [
    "随着科技的不断发展，人工智能正在深刻改变我们的生活。首先，它提高了工作效率。其次，它推动了产业升级。总之，人工智能具有重要的意义。",
    "昨天我去超市买菜，结果忘了带钱包。收银员笑了笑，说下次再来吧。我有点不好意思，赶紧跑回家拿钱。",
    "此外，我们还应该注意数据安全的问题。同时，相关部门需要加强监管。综上所述，只有多方共同努力，才能实现可持续发展。",
  ].join("\n\n"),
  ja: [
    "近年、テクノロジーの急速な進化により、私たちの生活は大きく変化しています。まず、業務の効率化が進みました。次に、新たな価値の創出が可能になりました。",
    "昨日は雨だったので傘を持って出かけた。でも電車に忘れてしまった。駅員さんに聞いたら、ちゃんと届いていて助かった。",
    "結論として、持続可能な社会を実現するためには、多様な視点を取り入れることが重要です。今後の動向に注目が集まっています。",
  ].join("\n\n"),
};
