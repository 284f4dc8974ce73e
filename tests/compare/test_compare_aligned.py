"""Aligned articles: the best article of each book for a topic."""

from __future__ import annotations

from dataclasses import dataclass

from kb.compare import aligned_articles
from kb.parameters import load_parameters


@dataclass
class FakeLink:
    article: str
    role: str = "primary"
    score: float = 1.0


class FakeIndex:
    """Stands for kb.topics.TopicIndex: links of a topic, best first."""

    def __init__(self, links: dict[str, list[str]]):
        self.links = links

    def articles_for(self, topic: str, role: str | None = None) -> list[FakeLink]:
        return [FakeLink(a) for a in self.links.get(topic, [])]


def test_from_the_parameters_of_the_topic(library):
    al = aligned_articles("time_clock", library, params=load_parameters())
    assert al.source == "parameters"
    assert al.articles == {
        "ropta": "ropta:3.5",
        "tda": "tda:29",
        "aix": "aix:recommandations-au-joueur",
        "ciaffone": "ciaffone:1.35",
        "redcactus": "redcactus:29",
    }


def test_from_the_topic_index_first_link_per_book(library):
    index = FakeIndex({"time_clock": ["tda:29", "ropta:3.5", "tda:30", "redcactus:29", "nowhere:1"]})
    al = aligned_articles("time_clock", library, index=index)
    assert al.source == "topics"
    assert al.articles["tda"] == "tda:29"  # the first TDA link, not tda:30
    assert al.articles["ropta"] == "ropta:3.5"
    assert al.articles["aix"] is None


def test_lexical_fallback_for_books_no_parameter_cites(library):
    al = aligned_articles("rabbit_hunting", library, params=load_parameters(), patterns=["rabbit hunting", "cartes à venir"])
    assert al.articles["ropta"] == "ropta:3.6"
    assert al.articles["tda"] == "tda:28"
    al = aligned_articles("no_parameters_here", library, params=[], patterns=["langue officielle"])
    assert al.source == "lexical"
    assert al.articles["ropta"] == "ropta:1.5"
    assert al.articles["redcactus"] == "redcactus:5"
