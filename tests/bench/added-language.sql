-- Benchmark: a published added language (issue 21), to compare its cached pages with a built-in
-- language's. Its texts are English but for the home page's title; a page renders the same either way.
INSERT INTO added_languages (code, tag, name, native, dir, published) VALUES
('pt-br', 'pt-BR', 'Brazilian Portuguese', 'Português (Brasil)', 'ltr', 1);
INSERT INTO translation_overrides (language, key, text) VALUES
('pt-br', 'general.nav.home', 'Início');
