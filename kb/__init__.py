"""Poker rulebooks as data: articles, search, topics, comparison, engine, house rules."""

__version__ = "0.1.0"
