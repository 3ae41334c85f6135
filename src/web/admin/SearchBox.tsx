import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

const TYPING_PAUSE_MS = 300;

/** The list's free-text search: the URL (and the server's answer) follows a pause in typing, or Enter at once. */
export function SearchBox({
  value,
  placeholder,
  onSearch,
}: {
  value: string;
  placeholder: string;
  onSearch: (busca: string) => void;
}) {
  const [text, setText] = useState(value);
  // A search typed just before the list reloads (and this box is drawn again) is still sent.
  const debounced = useDebouncedCallback(onSearch, { delay: TYPING_PAUSE_MS, flushOnUnmount: true });
  // Back and forward in the browser change the URL's search: the box follows.
  useEffect(() => setText(value), [value]);

  return (
    <TextInput
      type="search"
      aria-label="Buscar"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      maxLength={100}
      onChange={(event) => {
        setText(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          debounced.cancel();
          onSearch(text);
        }
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Limpar busca"
            onClick={() => {
              setText('');
              debounced.cancel();
              onSearch('');
            }}
          />
        ) : null
      }
      style={{ flex: 1, maxWidth: 420 }}
    />
  );
}
