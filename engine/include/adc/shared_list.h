#pragma once
// A list whose copies share their elements in fixed chunks: a copy costs one pointer per
// chunk, and a change copies only the chunk it touches. Every action is tried on a copy of
// the game state before it is kept (Game::prepare), so the lists that grow with a battle
// (the Order Log) must be copied in a time that does not grow with them.
//
// References from edit() stay valid until the list is copied or pushed onto; the state is
// never copied while one of its actions is being applied.
#include <cstddef>
#include <iterator>
#include <memory>
#include <vector>

namespace adc {

template <class T> class SharedList {
    static constexpr std::size_t kChunk = 32; // an Order is ~1 KB: a chunk's copy stays small
    using Chunk = std::vector<T>;

  public:
    class const_iterator {
      public:
        using iterator_category = std::bidirectional_iterator_tag;
        using value_type = T;
        using difference_type = std::ptrdiff_t;
        using pointer = const T*;
        using reference = const T&;
        const_iterator() = default;
        const_iterator(const SharedList* list, std::size_t i) : list_(list), i_(i) {}
        reference operator*() const { return (*list_)[i_]; }
        pointer operator->() const { return &(*list_)[i_]; }
        const_iterator& operator++() {
            ++i_;
            return *this;
        }
        const_iterator operator++(int) {
            const_iterator old = *this;
            ++i_;
            return old;
        }
        const_iterator& operator--() {
            --i_;
            return *this;
        }
        const_iterator operator--(int) {
            const_iterator old = *this;
            --i_;
            return old;
        }
        bool operator==(const const_iterator& o) const { return i_ == o.i_; }
        bool operator!=(const const_iterator& o) const { return i_ != o.i_; }
        std::size_t index() const { return i_; }

      private:
        const SharedList* list_ = nullptr;
        std::size_t i_ = 0;
    };
    using const_reverse_iterator = std::reverse_iterator<const_iterator>;

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const T& operator[](std::size_t i) const { return (*chunks_[i / kChunk])[i % kChunk]; }
    const T& back() const { return (*this)[size_ - 1]; }
    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, size_}; }
    const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
    const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }

    // The element to change, copied out of the chunk it shares with other lists first.
    T& edit(std::size_t i) { return own(i / kChunk)[i % kChunk]; }
    void push_back(T v) {
        if (size_ % kChunk == 0) {
            chunks_.push_back(std::make_shared<Chunk>());
            chunks_.back()->reserve(kChunk);
        }
        own(chunks_.size() - 1).push_back(std::move(v));
        ++size_;
    }

  private:
    Chunk& own(std::size_t c) {
        std::shared_ptr<Chunk>& p = chunks_[c];
        if (p.use_count() > 1) {
            auto copy = std::make_shared<Chunk>();
            copy->reserve(kChunk);
            copy->insert(copy->end(), p->begin(), p->end());
            p = std::move(copy);
        }
        return *p;
    }
    std::vector<std::shared_ptr<Chunk>> chunks_;
    std::size_t size_ = 0;
};

} // namespace adc
